/**
* | output |
* | --- |
* | "Learners who finished the spring courses receive their certificates." |
*
* @param {Gallery_Photo_27_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_27_text: ((inputs?: Gallery_Photo_27_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_27_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_27_TextInputs = {};
