/**
* | output |
* | --- |
* | "The evening batch in Aliabad works late on live client projects." |
*
* @param {Gallery_Photo_03_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_03_text: ((inputs?: Gallery_Photo_03_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_03_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_03_TextInputs = {};
