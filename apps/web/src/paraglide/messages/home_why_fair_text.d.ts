/**
* | output |
* | --- |
* | "Competitive rates that are fair to clients and give freelancers a decent living." |
*
* @param {Home_Why_Fair_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_why_fair_text: ((inputs?: Home_Why_Fair_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Why_Fair_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Why_Fair_TextInputs = {};
