/**
* | output |
* | --- |
* | "Skilled professionals from Gilgit-Baltistan and across Pakistan, ready for clients worldwide." |
*
* @param {Home_Why_Global_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_why_global_text: ((inputs?: Home_Why_Global_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Why_Global_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Why_Global_TextInputs = {};
