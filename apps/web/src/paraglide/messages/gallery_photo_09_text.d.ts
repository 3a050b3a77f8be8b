/**
* | output |
* | --- |
* | "Mentors review each trainee’s first paid projects and give feedback." |
*
* @param {Gallery_Photo_09_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_09_text: ((inputs?: Gallery_Photo_09_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_09_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_09_TextInputs = {};
