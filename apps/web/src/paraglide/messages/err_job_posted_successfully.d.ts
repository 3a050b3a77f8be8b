/**
* | output |
* | --- |
* | "Job posted successfully" |
*
* @param {Err_Job_Posted_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_job_posted_successfully: ((inputs?: Err_Job_Posted_SuccessfullyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Job_Posted_SuccessfullyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Job_Posted_SuccessfullyInputs = {};
