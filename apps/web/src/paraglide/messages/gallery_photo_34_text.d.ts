/**
* | output |
* | --- |
* | "Young founders pitch their products to mentors and investors." |
*
* @param {Gallery_Photo_34_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_34_text: ((inputs?: Gallery_Photo_34_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_34_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_34_TextInputs = {};
