/**
* | output |
* | --- |
* | "Articles, web copy and technical writing." |
*
* @param {Category_Content_Writing_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_content_writing_text: ((inputs?: Category_Content_Writing_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Content_Writing_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Content_Writing_TextInputs = {};
