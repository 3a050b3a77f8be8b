/**
* | output |
* | --- |
* | "On campus and online" |
*
* @param {Content_Mode_BothInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_mode_both: ((inputs?: Content_Mode_BothInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Mode_BothInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Mode_BothInputs = {};
