/**
* | output |
* | --- |
* | "Job reopened" |
*
* @param {Jobown_ReopenedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_reopened: ((inputs?: Jobown_ReopenedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_ReopenedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_ReopenedInputs = {};
