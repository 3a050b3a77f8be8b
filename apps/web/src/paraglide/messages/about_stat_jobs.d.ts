/**
* | output |
* | --- |
* | "Projects Completed" |
*
* @param {About_Stat_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_stat_jobs: ((inputs?: About_Stat_JobsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Stat_JobsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Stat_JobsInputs = {};
