/**
* | output |
* | --- |
* | "Logos, brand kits, print and social media art." |
*
* @param {Category_Graphic_Design_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_graphic_design_text: ((inputs?: Category_Graphic_Design_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Graphic_Design_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Graphic_Design_TextInputs = {};
