/**
* | output |
* | --- |
* | "Freelancers from across Hunza share what won them their best clients." |
*
* @param {Gallery_Photo_12_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_12_text: ((inputs?: Gallery_Photo_12_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_12_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_12_TextInputs = {};
