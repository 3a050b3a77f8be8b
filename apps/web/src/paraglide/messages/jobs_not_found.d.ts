/**
* | output |
* | --- |
* | "Job Not Found" |
*
* @param {Jobs_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_not_found: ((inputs?: Jobs_Not_FoundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Not_FoundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Not_FoundInputs = {};
