/**
* | output |
* | --- |
* | "Close job" |
*
* @param {Jobown_Close_Job_ConfirmInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_close_job_confirm: ((inputs?: Jobown_Close_Job_ConfirmInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Close_Job_ConfirmInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Close_Job_ConfirmInputs = {};
