/**
* | output |
* | --- |
* | "Schematic map of Gilgit-Baltistan; use Get Directions for the route." |
*
* @param {About_Map_CaptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_map_caption: ((inputs?: About_Map_CaptionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Map_CaptionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Map_CaptionInputs = {};
