/**
* | output |
* | --- |
* | "Failed to load job data" |
*
* @param {Jobown_Load_Job_Data_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_load_job_data_failed: ((inputs?: Jobown_Load_Job_Data_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Load_Job_Data_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Load_Job_Data_FailedInputs = {};
