/**
* | output |
* | --- |
* | "STP" |
*
* @param {Hubs_Type_StpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_type_stp: ((inputs?: Hubs_Type_StpInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Type_StpInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Type_StpInputs = {};
