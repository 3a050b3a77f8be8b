/**
* | output |
* | --- |
* | "Your proposal has been submitted successfully!" |
*
* @param {Err_Your_Proposal_Has_Been_Submitted_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_proposal_has_been_submitted_successfully: ((inputs?: Err_Your_Proposal_Has_Been_Submitted_SuccessfullyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Your_Proposal_Has_Been_Submitted_SuccessfullyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Your_Proposal_Has_Been_Submitted_SuccessfullyInputs = {};
