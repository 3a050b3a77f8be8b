/**
* | output |
* | --- |
* | "Start-ups and freelancers share the open office floor in Skardu." |
*
* @param {Gallery_Photo_33_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_33_text: ((inputs?: Gallery_Photo_33_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_33_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_33_TextInputs = {};
