/**
* | output |
* | --- |
* | "Reopen Job" |
*
* @param {Jobown_Reopen_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_reopen_job: ((inputs?: Jobown_Reopen_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Reopen_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Reopen_JobInputs = {};
