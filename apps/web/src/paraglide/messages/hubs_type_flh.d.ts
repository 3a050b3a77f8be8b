/**
* | output |
* | --- |
* | "FLH" |
*
* @param {Hubs_Type_FlhInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_type_flh: ((inputs?: Hubs_Type_FlhInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Type_FlhInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Type_FlhInputs = {};
