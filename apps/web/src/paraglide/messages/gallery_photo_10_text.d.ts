/**
* | output |
* | --- |
* | "The first cohort of the Astore hub on its opening week." |
*
* @param {Gallery_Photo_10_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_10_text: ((inputs?: Gallery_Photo_10_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_10_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_10_TextInputs = {};
