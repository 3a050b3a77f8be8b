/**
* | output |
* | --- |
* | "No jobs found matching your criteria." |
*
* @param {Jobs_None_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_none_found: ((inputs?: Jobs_None_FoundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_None_FoundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_None_FoundInputs = {};
