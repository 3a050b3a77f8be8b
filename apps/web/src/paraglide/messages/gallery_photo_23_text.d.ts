/**
* | output |
* | --- |
* | "HTML, CSS and JavaScript from the first line to a deployed site." |
*
* @param {Gallery_Photo_23_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_23_text: ((inputs?: Gallery_Photo_23_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_23_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_23_TextInputs = {};
