/**
* | output |
* | --- |
* | "Trainees polish their profiles, portfolios and first proposals with a mentor." |
*
* @param {Gallery_Photo_02_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_02_text: ((inputs?: Gallery_Photo_02_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_02_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_02_TextInputs = {};
