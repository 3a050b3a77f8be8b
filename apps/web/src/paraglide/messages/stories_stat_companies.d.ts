/**
* | output |
* | --- |
* | "Companies Founded" |
*
* @param {Stories_Stat_CompaniesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_stat_companies: ((inputs?: Stories_Stat_CompaniesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Stat_CompaniesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Stat_CompaniesInputs = {};
