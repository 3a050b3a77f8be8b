/**
* | output |
* | --- |
* | "Software technology parks (STP) and freelancing hubs (FLH) in every district of Gilgit-Baltistan." |
*
* @param {About_Branches_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_branches_text: ((inputs?: About_Branches_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Branches_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Branches_TextInputs = {};
