/**
* | output |
* | --- |
* | "Free" |
*
* @param {Content_Fee_FreeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_fee_free: ((inputs?: Content_Fee_FreeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Fee_FreeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Fee_FreeInputs = {};
