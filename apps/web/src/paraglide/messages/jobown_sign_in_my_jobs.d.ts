/**
* | output |
* | --- |
* | "Sign in to see the jobs you have posted." |
*
* @param {Jobown_Sign_In_My_JobsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_sign_in_my_jobs: ((inputs?: Jobown_Sign_In_My_JobsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Sign_In_My_JobsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Sign_In_My_JobsInputs = {};
