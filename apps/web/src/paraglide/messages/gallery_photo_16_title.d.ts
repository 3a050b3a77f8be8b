/**
* | output |
* | --- |
* | "Content Writing Circle Hunza" |
*
* @param {Gallery_Photo_16_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_16_title: ((inputs?: Gallery_Photo_16_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_16_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_16_TitleInputs = {};
