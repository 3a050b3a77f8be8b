/**
* | output |
* | --- |
* | "This proposal was rejected" |
*
* @param {Err_This_Proposal_Was_RejectedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_proposal_was_rejected: ((inputs?: Err_This_Proposal_Was_RejectedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Proposal_Was_RejectedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Proposal_Was_RejectedInputs = {};
