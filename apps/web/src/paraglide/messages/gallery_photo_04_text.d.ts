/**
* | output |
* | --- |
* | "How to scope a project, agree milestones and keep a client informed." |
*
* @param {Gallery_Photo_04_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_04_text: ((inputs?: Gallery_Photo_04_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_04_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_04_TextInputs = {};
