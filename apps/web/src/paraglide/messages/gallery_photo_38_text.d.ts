/**
* | output |
* | --- |
* | "A delegation of investors meets the park’s start-ups." |
*
* @param {Gallery_Photo_38_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_38_text: ((inputs?: Gallery_Photo_38_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_38_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_38_TextInputs = {};
