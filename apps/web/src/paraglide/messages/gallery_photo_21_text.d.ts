/**
* | output |
* | --- |
* | "One-to-one mentoring on portfolios, pricing and proposals." |
*
* @param {Gallery_Photo_21_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_21_text: ((inputs?: Gallery_Photo_21_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_21_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_21_TextInputs = {};
