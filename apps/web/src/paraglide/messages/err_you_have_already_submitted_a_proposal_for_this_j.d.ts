/**
* | output |
* | --- |
* | "You have already submitted a proposal for this job" |
*
* @param {Err_You_Have_Already_Submitted_A_Proposal_For_This_JInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_you_have_already_submitted_a_proposal_for_this_j: ((inputs?: Err_You_Have_Already_Submitted_A_Proposal_For_This_JInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_You_Have_Already_Submitted_A_Proposal_For_This_JInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_You_Have_Already_Submitted_A_Proposal_For_This_JInputs = {};
