/**
* | output |
* | --- |
* | "Web Development" |
*
* @param {Category_Web_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_web_development: ((inputs?: Category_Web_DevelopmentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Web_DevelopmentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Web_DevelopmentInputs = {};
