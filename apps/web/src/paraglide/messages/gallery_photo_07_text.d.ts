/**
* | output |
* | --- |
* | "New trainees in Gahkuch meet their mentors and plan the first month." |
*
* @param {Gallery_Photo_07_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_07_text: ((inputs?: Gallery_Photo_07_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_07_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_07_TextInputs = {};
