/**
* | output |
* | --- |
* | "Give either a proposal or a freelancer to hire" |
*
* @param {Err_Give_Either_A_Proposal_Or_A_Freelancer_To_HireInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_give_either_a_proposal_or_a_freelancer_to_hire: ((inputs?: Err_Give_Either_A_Proposal_Or_A_Freelancer_To_HireInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Give_Either_A_Proposal_Or_A_Freelancer_To_HireInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Give_Either_A_Proposal_Or_A_Freelancer_To_HireInputs = {};
