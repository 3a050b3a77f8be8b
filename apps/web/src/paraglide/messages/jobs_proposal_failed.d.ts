/**
* | output |
* | --- |
* | "Failed to submit proposal. Please try again." |
*
* @param {Jobs_Proposal_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_proposal_failed: ((inputs?: Jobs_Proposal_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Proposal_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Proposal_FailedInputs = {};
