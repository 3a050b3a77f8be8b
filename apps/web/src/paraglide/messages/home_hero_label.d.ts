/**
* | output |
* | --- |
* | "Highlights of Gilgit-Baltistan" |
*
* @param {Home_Hero_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_hero_label: ((inputs?: Home_Hero_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hero_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Hero_LabelInputs = {};
