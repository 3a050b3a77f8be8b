/**
* | output |
* | --- |
* | "Freelancers working late for clients in other time zones." |
*
* @param {Gallery_Photo_39_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_39_text: ((inputs?: Gallery_Photo_39_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_39_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_39_TextInputs = {};
