/**
* | output |
* | --- |
* | "Job Details" |
*
* @param {Title_Job_DetailsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_job_details: ((inputs?: Title_Job_DetailsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Job_DetailsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Job_DetailsInputs = {};
