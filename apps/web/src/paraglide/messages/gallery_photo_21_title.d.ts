/**
* | output |
* | --- |
* | "Women FLH Mentorship Morning" |
*
* @param {Gallery_Photo_21_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_21_title: ((inputs?: Gallery_Photo_21_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_21_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_21_TitleInputs = {};
