/**
* | output |
* | --- |
* | "STP Co-working Hall at Night" |
*
* @param {Gallery_Photo_39_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const gallery_photo_39_title: ((inputs?: Gallery_Photo_39_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gallery_Photo_39_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gallery_Photo_39_TitleInputs = {};
