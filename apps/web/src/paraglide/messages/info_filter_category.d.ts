/**
* | output |
* | --- |
* | "Filter by category" |
*
* @param {Info_Filter_CategoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_filter_category: ((inputs?: Info_Filter_CategoryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Filter_CategoryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Filter_CategoryInputs = {};
