/**
* | output |
* | --- |
* | "Gilgit-Baltistan, Pakistan." |
*
* @param {Nav_Footer_PlaceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_footer_place: ((inputs?: Nav_Footer_PlaceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Footer_PlaceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Footer_PlaceInputs = {};
