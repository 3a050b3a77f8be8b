/**
* | output |
* | --- |
* | "Browse Talent" |
*
* @param {Home_Browse_TalentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const home_browse_talent: ((inputs?: Home_Browse_TalentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Browse_TalentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Browse_TalentInputs = {};
