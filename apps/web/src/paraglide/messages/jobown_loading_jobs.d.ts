/**
* | output |
* | --- |
* | "Loading your jobs..." |
*
* @param {Jobown_Loading_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_loading_jobs: ((inputs?: Jobown_Loading_JobsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Loading_JobsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Loading_JobsInputs = {};
