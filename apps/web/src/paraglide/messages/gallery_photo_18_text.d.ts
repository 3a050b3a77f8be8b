/**
* | output |
* | --- |
* | "Planning campaigns and reading analytics for real small businesses." |
*
* @param {Gallery_Photo_18_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_18_text: ((inputs?: Gallery_Photo_18_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_18_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_18_TextInputs = {};
