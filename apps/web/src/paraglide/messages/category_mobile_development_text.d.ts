/**
* | output |
* | --- |
* | "Android, iOS and cross-platform apps." |
*
* @param {Category_Mobile_Development_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_mobile_development_text: ((inputs?: Category_Mobile_Development_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Mobile_Development_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Mobile_Development_TextInputs = {};
