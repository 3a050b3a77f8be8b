/**
* | output |
* | --- |
* | "Trainees celebrate their first payments from international clients." |
*
* @param {Gallery_Photo_20_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_20_text: ((inputs?: Gallery_Photo_20_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_20_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_20_TextInputs = {};
