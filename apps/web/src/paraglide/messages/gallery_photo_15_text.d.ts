/**
* | output |
* | --- |
* | "Graduates of the women’s hub in Skardu receive their certificates." |
*
* @param {Gallery_Photo_15_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_15_text: ((inputs?: Gallery_Photo_15_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_15_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_15_TextInputs = {};
