/**
* | output |
* | --- |
* | "Wireframes, prototypes and usability tests with local users." |
*
* @param {Gallery_Photo_25_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_25_text: ((inputs?: Gallery_Photo_25_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_25_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_25_TextInputs = {};
