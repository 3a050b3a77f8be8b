/**
* | output |
* | --- |
* | "Learners write their first Python scripts to clean and chart data." |
*
* @param {Gallery_Photo_24_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_24_text: ((inputs?: Gallery_Photo_24_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_24_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_24_TextInputs = {};
