/**
* | output |
* | --- |
* | "The Hunza technology park opens at the foot of the mountains." |
*
* @param {Gallery_Photo_37_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_37_text: ((inputs?: Gallery_Photo_37_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_37_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_37_TextInputs = {};
