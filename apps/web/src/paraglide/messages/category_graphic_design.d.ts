/**
* | output |
* | --- |
* | "Graphic Design" |
*
* @param {Category_Graphic_DesignInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const category_graphic_design: ((inputs?: Category_Graphic_DesignInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Category_Graphic_DesignInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Category_Graphic_DesignInputs = {};
