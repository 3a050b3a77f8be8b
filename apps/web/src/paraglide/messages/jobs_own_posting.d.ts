/**
* | output |
* | --- |
* | "This is your job posting. You cannot apply to your own job." |
*
* @param {Jobs_Own_PostingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_own_posting: ((inputs?: Jobs_Own_PostingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Own_PostingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Own_PostingInputs = {};
