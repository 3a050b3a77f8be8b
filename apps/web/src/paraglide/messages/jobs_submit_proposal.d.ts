/**
* | output |
* | --- |
* | "Submit Proposal" |
*
* @param {Jobs_Submit_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_submit_proposal: ((inputs?: Jobs_Submit_ProposalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Submit_ProposalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Submit_ProposalInputs = {};
