/**
* | output |
* | --- |
* | "Type" |
*
* @param {Hubs_Filter_TypeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const hubs_filter_type: ((inputs?: Hubs_Filter_TypeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hubs_Filter_TypeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hubs_Filter_TypeInputs = {};
