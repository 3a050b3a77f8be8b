/**
* | output |
* | --- |
* | "Back to Jobs" |
*
* @param {Jobs_Back_To_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_back_to_jobs: ((inputs?: Jobs_Back_To_JobsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Back_To_JobsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Back_To_JobsInputs = {};
