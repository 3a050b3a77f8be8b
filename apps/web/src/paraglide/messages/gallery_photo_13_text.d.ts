/**
* | output |
* | --- |
* | "A hub for women only opens in Gilgit with forty trainees." |
*
* @param {Gallery_Photo_13_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_13_text: ((inputs?: Gallery_Photo_13_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_13_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_13_TextInputs = {};
