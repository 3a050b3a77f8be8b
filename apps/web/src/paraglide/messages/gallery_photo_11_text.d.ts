/**
* | output |
* | --- |
* | "Teams in Chilas present the websites they built for the district’s schools." |
*
* @param {Gallery_Photo_11_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_11_text: ((inputs?: Gallery_Photo_11_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_11_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_11_TextInputs = {};
