/**
* | output |
* | --- |
* | "About this job" |
*
* @param {Jobs_About_This_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_about_this_job: ((inputs?: Jobs_About_This_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_About_This_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_About_This_JobInputs = {};
