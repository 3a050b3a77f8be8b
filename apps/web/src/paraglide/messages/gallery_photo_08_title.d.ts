/**
* | output |
* | --- |
* | "Fiverr Gig Optimisation Session" |
*
* @param {Gallery_Photo_08_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_08_title: ((inputs?: Gallery_Photo_08_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_08_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_08_TitleInputs = {};
