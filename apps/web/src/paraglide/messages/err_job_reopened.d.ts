/**
* | output |
* | --- |
* | "Job reopened" |
*
* @param {Err_Job_ReopenedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_job_reopened: ((inputs?: Err_Job_ReopenedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Job_ReopenedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Job_ReopenedInputs = {};
