/**
* | output |
* | --- |
* | "A weekly circle where writers critique each other’s articles." |
*
* @param {Gallery_Photo_16_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_16_text: ((inputs?: Gallery_Photo_16_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_16_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_16_TextInputs = {};
