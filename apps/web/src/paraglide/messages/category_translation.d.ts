/**
* | output |
* | --- |
* | "Translation" |
*
* @param {Category_TranslationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_translation: ((inputs?: Category_TranslationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_TranslationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_TranslationInputs = {};
