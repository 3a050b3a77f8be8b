/**
* | output |
* | --- |
* | "The Gilgit freelancing hub opens its doors to its first batch of trainees." |
*
* @param {Gallery_Photo_01_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_01_text: ((inputs?: Gallery_Photo_01_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_01_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_01_TextInputs = {};
