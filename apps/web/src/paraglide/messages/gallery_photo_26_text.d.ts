/**
* | output |
* | --- |
* | "An intensive bootcamp on data analysis and visualisation." |
*
* @param {Gallery_Photo_26_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_26_text: ((inputs?: Gallery_Photo_26_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_26_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_26_TextInputs = {};
