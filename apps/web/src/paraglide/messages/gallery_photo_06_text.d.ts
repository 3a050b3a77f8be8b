/**
* | output |
* | --- |
* | "A two-day sprint where teams shipped small web apps for local businesses." |
*
* @param {Gallery_Photo_06_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_06_text: ((inputs?: Gallery_Photo_06_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_06_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_06_TextInputs = {};
