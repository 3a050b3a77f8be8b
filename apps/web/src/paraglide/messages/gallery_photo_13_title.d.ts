/**
* | output |
* | --- |
* | "Women Freelancing Hub Opening" |
*
* @param {Gallery_Photo_13_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_13_title: ((inputs?: Gallery_Photo_13_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_13_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_13_TitleInputs = {};
