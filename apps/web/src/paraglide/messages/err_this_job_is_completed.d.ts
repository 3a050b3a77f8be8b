/**
* | output |
* | --- |
* | "This job is completed" |
*
* @param {Err_This_Job_Is_CompletedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_job_is_completed: ((inputs?: Err_This_Job_Is_CompletedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Job_Is_CompletedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Job_Is_CompletedInputs = {};
