/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Jobs_SubmittingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_submitting: ((inputs?: Jobs_SubmittingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_SubmittingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_SubmittingInputs = {};
