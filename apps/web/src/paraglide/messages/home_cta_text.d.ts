/**
* | output |
* | --- |
* | "Post your first job for free or meet the talent of Gilgit-Baltistan today." |
*
* @param {Home_Cta_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_cta_text: ((inputs?: Home_Cta_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Cta_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Cta_TextInputs = {};
