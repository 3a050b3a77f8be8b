/**
* | output |
* | --- |
* | "Graduates of the Nagar hub with their completion certificates." |
*
* @param {Gallery_Photo_05_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_05_text: ((inputs?: Gallery_Photo_05_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_05_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_05_TextInputs = {};
