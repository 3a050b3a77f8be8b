/**
* | output |
* | --- |
* | "SEO, social media and paid campaigns." |
*
* @param {Category_Digital_Marketing_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_digital_marketing_text: ((inputs?: Category_Digital_Marketing_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Digital_Marketing_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Digital_Marketing_TextInputs = {};
