/**
* | output |
* | --- |
* | "Only a closed job can be reopened" |
*
* @param {Err_Only_A_Closed_Job_Can_Be_ReopenedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_a_closed_job_can_be_reopened: ((inputs?: Err_Only_A_Closed_Job_Can_Be_ReopenedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Only_A_Closed_Job_Can_Be_ReopenedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Only_A_Closed_Job_Can_Be_ReopenedInputs = {};
