/**
* | output |
* | --- |
* | "Failed to load your jobs" |
*
* @param {Jobown_Load_Jobs_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_load_jobs_failed: ((inputs?: Jobown_Load_Jobs_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Load_Jobs_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Load_Jobs_FailedInputs = {};
