/**
* | output |
* | --- |
* | "Mobile Development" |
*
* @param {Category_Mobile_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_mobile_development: ((inputs?: Category_Mobile_DevelopmentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Mobile_DevelopmentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Mobile_DevelopmentInputs = {};
