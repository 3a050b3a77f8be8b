/**
* | output |
* | --- |
* | "Failed to reopen job" |
*
* @param {Err_Failed_To_Reopen_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_reopen_job: ((inputs?: Err_Failed_To_Reopen_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Failed_To_Reopen_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Failed_To_Reopen_JobInputs = {};
