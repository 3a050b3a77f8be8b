/**
* | output |
* | --- |
* | "Research, wireframes and interfaces people enjoy." |
*
* @param {Category_Ui_Ux_Design_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_ui_ux_design_text: ((inputs?: Category_Ui_Ux_Design_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Ui_Ux_Design_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Ui_Ux_Design_TextInputs = {};
