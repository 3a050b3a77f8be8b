/**
* | output |
* | --- |
* | "Active Freelancers" |
*
* @param {About_Stat_FreelancersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_stat_freelancers: ((inputs?: About_Stat_FreelancersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Stat_FreelancersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Stat_FreelancersInputs = {};
