/**
* | output |
* | --- |
* | "Content Writing" |
*
* @param {Category_Content_WritingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_content_writing: ((inputs?: Category_Content_WritingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Content_WritingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Content_WritingInputs = {};
