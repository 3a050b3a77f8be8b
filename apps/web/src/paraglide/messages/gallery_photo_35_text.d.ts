/**
* | output |
* | --- |
* | "Mentors visit the incubated start-ups at their desks." |
*
* @param {Gallery_Photo_35_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_35_text: ((inputs?: Gallery_Photo_35_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_35_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_35_TextInputs = {};
