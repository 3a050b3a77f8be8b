/**
* | output |
* | --- |
* | "Job Description" |
*
* @param {Jobs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_description: ((inputs?: Jobs_DescriptionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_DescriptionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_DescriptionInputs = {};
