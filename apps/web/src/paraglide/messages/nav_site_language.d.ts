/**
* | output |
* | --- |
* | "Site language" |
*
* @param {Nav_Site_LanguageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_site_language: ((inputs?: Nav_Site_LanguageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Site_LanguageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Site_LanguageInputs = {};
