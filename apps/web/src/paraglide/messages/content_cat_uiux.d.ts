/**
* | output |
* | --- |
* | "UI/UX Designing" |
*
* @param {Content_Cat_UiuxInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_cat_uiux: ((inputs?: Content_Cat_UiuxInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Cat_UiuxInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Cat_UiuxInputs = {};
