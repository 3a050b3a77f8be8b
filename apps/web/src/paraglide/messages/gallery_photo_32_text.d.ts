/**
* | output |
* | --- |
* | "The software technology park in Gilgit with the Rakaposhi range behind." |
*
* @param {Gallery_Photo_32_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_32_text: ((inputs?: Gallery_Photo_32_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_32_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_32_TextInputs = {};
