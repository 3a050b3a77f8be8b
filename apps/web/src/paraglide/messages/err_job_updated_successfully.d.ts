/**
* | output |
* | --- |
* | "Job updated successfully" |
*
* @param {Err_Job_Updated_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_job_updated_successfully: ((inputs?: Err_Job_Updated_SuccessfullyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Job_Updated_SuccessfullyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Job_Updated_SuccessfullyInputs = {};
