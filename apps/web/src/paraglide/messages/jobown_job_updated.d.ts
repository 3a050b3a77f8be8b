/**
* | output |
* | --- |
* | "Job Updated!" |
*
* @param {Jobown_Job_UpdatedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_job_updated: ((inputs?: Jobown_Job_UpdatedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Job_UpdatedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Job_UpdatedInputs = {};
