/**
* | output |
* | --- |
* | "The Shigar hub for women welcomes its first trainees." |
*
* @param {Gallery_Photo_19_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_19_text: ((inputs?: Gallery_Photo_19_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_19_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_19_TextInputs = {};
