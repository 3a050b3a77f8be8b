/**
* | output |
* | --- |
* | "Post a job in minutes and receive proposals from vetted freelancers the same day." |
*
* @param {Home_Why_Fast_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_why_fast_text: ((inputs?: Home_Why_Fast_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Why_Fast_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Why_Fast_TextInputs = {};
