/**
* | output |
* | --- |
* | "Websites, web apps, e-commerce and APIs." |
*
* @param {Category_Web_Development_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_web_development_text: ((inputs?: Category_Web_Development_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Web_Development_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Web_Development_TextInputs = {};
