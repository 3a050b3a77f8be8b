/**
* | output |
* | --- |
* | "Your proposal has been submitted successfully!" |
*
* @param {Jobs_Proposal_SubmittedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_proposal_submitted: ((inputs?: Jobs_Proposal_SubmittedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Proposal_SubmittedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Proposal_SubmittedInputs = {};
