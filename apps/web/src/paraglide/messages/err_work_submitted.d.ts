/**
* | output |
* | --- |
* | "Work submitted" |
*
* @param {Err_Work_SubmittedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_work_submitted: ((inputs?: Err_Work_SubmittedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Work_SubmittedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Work_SubmittedInputs = {};
