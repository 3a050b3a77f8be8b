/**
* | output |
* | --- |
* | "Trust and Safety" |
*
* @param {About_Value_Trust_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_value_trust_title: ((inputs?: About_Value_Trust_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Value_Trust_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Value_Trust_TitleInputs = {};
