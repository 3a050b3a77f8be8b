/**
* | output |
* | --- |
* | "Logos, brand kits and social posts made in a six-week bootcamp." |
*
* @param {Gallery_Photo_14_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_14_text: ((inputs?: Gallery_Photo_14_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_14_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_14_TextInputs = {};
