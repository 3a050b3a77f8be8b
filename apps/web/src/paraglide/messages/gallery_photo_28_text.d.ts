/**
* | output |
* | --- |
* | "Cutting, colour and sound for YouTube and social media clients." |
*
* @param {Gallery_Photo_28_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_28_text: ((inputs?: Gallery_Photo_28_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_28_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_28_TextInputs = {};
