/**
* | output |
* | --- |
* | "Post your first job and start receiving proposals from freelancers." |
*
* @param {Jobown_No_Jobs_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_no_jobs_text: ((inputs?: Jobown_No_Jobs_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_No_Jobs_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_No_Jobs_TextInputs = {};
