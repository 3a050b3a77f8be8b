/**
* | output |
* | --- |
* | "Freelancers and founders from every valley of Gilgit-Baltistan, working with clients around the world." |
*
* @param {Home_Entrepreneurs_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_entrepreneurs_text: ((inputs?: Home_Entrepreneurs_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Entrepreneurs_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Entrepreneurs_TextInputs = {};
