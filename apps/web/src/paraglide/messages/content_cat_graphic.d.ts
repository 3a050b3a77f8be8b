/**
* | output |
* | --- |
* | "Graphic Designing" |
*
* @param {Content_Cat_GraphicInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_graphic: ((inputs?: Content_Cat_GraphicInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cat_GraphicInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Cat_GraphicInputs = {};
