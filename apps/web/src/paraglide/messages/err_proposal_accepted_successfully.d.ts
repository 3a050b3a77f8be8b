/**
* | output |
* | --- |
* | "Proposal accepted successfully" |
*
* @param {Err_Proposal_Accepted_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_proposal_accepted_successfully: ((inputs?: Err_Proposal_Accepted_SuccessfullyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Proposal_Accepted_SuccessfullyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Proposal_Accepted_SuccessfullyInputs = {};
