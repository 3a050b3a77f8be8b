/**
* | output |
* | --- |
* | "Visitors see the park’s fibre link and server room." |
*
* @param {Gallery_Photo_36_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_36_text: ((inputs?: Gallery_Photo_36_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_36_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_36_TextInputs = {};
