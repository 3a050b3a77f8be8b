/**
* | output |
* | --- |
* | "Counsellors help learners choose a skill path and a first niche." |
*
* @param {Gallery_Photo_31_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_31_text: ((inputs?: Gallery_Photo_31_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_31_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_31_TextInputs = {};
