/**
* | output |
* | --- |
* | "job.restore" |
*
* @param {Admin_Action_Job_RestoreInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_job_restore: ((inputs?: Admin_Action_Job_RestoreInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_Job_RestoreInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_Job_RestoreInputs = {};
