/**
* | output |
* | --- |
* | "Only freelancers can submit proposals" |
*
* @param {Jobs_Only_FreelancersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_only_freelancers: ((inputs?: Jobs_Only_FreelancersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Only_FreelancersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Only_FreelancersInputs = {};
