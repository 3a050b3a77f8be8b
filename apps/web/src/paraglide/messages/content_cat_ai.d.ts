/**
* | output |
* | --- |
* | "AI" |
*
* @param {Content_Cat_AiInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_ai: ((inputs?: Content_Cat_AiInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cat_AiInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Cat_AiInputs = {};
