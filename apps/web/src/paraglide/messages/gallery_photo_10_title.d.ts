/**
* | output |
* | --- |
* | "Astore Hub First Cohort" |
*
* @param {Gallery_Photo_10_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_10_title: ((inputs?: Gallery_Photo_10_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_10_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_10_TitleInputs = {};
