/**
* | output |
* | --- |
* | "Successful freelancers talk about balancing clients, study and family." |
*
* @param {Gallery_Photo_17_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_17_text: ((inputs?: Gallery_Photo_17_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_17_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_17_TextInputs = {};
