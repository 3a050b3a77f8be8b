/**
* | output |
* | --- |
* | "Writing gig titles, pricing packages and choosing the right thumbnails." |
*
* @param {Gallery_Photo_08_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_08_text: ((inputs?: Gallery_Photo_08_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_08_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_08_TextInputs = {};
