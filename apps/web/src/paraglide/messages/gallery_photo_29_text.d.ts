/**
* | output |
* | --- |
* | "Finalists pitch apps for tourism, agriculture and health in the region." |
*
* @param {Gallery_Photo_29_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_29_text: ((inputs?: Gallery_Photo_29_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_29_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_29_TextInputs = {};
