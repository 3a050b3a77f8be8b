/**
* | output |
* | --- |
* | "Using AI assistants responsibly to work faster for clients." |
*
* @param {Gallery_Photo_30_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_30_text: ((inputs?: Gallery_Photo_30_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_30_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_30_TextInputs = {};
