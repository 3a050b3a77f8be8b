/**
* | output |
* | --- |
* | "Back to Job" |
*
* @param {Jobown_Back_To_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_back_to_job: ((inputs?: Jobown_Back_To_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Back_To_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Back_To_JobInputs = {};
