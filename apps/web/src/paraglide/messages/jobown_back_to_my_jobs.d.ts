/**
* | output |
* | --- |
* | "Back to My Jobs" |
*
* @param {Jobown_Back_To_My_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_back_to_my_jobs: ((inputs?: Jobown_Back_To_My_JobsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Back_To_My_JobsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Back_To_My_JobsInputs = {};
