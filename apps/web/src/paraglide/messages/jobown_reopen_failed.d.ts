/**
* | output |
* | --- |
* | "Failed to reopen job" |
*
* @param {Jobown_Reopen_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_reopen_failed: ((inputs?: Jobown_Reopen_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Reopen_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Reopen_FailedInputs = {};
