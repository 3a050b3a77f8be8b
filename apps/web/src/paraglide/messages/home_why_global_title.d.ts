/**
* | output |
* | --- |
* | "Global Talent" |
*
* @param {Home_Why_Global_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_why_global_title: ((inputs?: Home_Why_Global_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Why_Global_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Why_Global_TitleInputs = {};
