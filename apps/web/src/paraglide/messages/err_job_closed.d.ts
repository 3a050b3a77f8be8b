/**
* | output |
* | --- |
* | "Job closed" |
*
* @param {Err_Job_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_job_closed: ((inputs?: Err_Job_ClosedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Job_ClosedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Job_ClosedInputs = {};
