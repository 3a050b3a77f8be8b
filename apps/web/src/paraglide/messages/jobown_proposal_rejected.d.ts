/**
* | output |
* | --- |
* | "Proposal rejected successfully" |
*
* @param {Jobown_Proposal_RejectedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_proposal_rejected: ((inputs?: Jobown_Proposal_RejectedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Proposal_RejectedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Proposal_RejectedInputs = {};
