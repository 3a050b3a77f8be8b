/**
* | output |
* | --- |
* | "UI/UX Design" |
*
* @param {Category_Ui_Ux_DesignInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_ui_ux_design: ((inputs?: Category_Ui_Ux_DesignInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Ui_Ux_DesignInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Ui_Ux_DesignInputs = {};
