/**
* | output |
* | --- |
* | "Countries" |
*
* @param {About_Stat_CountriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_stat_countries: ((inputs?: About_Stat_CountriesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Stat_CountriesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Stat_CountriesInputs = {};
