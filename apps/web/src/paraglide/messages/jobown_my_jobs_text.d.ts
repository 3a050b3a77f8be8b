/**
* | output |
* | --- |
* | "The jobs you have posted and the proposals they received." |
*
* @param {Jobown_My_Jobs_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_my_jobs_text: ((inputs?: Jobown_My_Jobs_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_My_Jobs_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_My_Jobs_TextInputs = {};
