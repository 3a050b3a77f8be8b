/**
* | output |
* | --- |
* | "Failed to withdraw proposal" |
*
* @param {Err_Failed_To_Withdraw_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_withdraw_proposal: ((inputs?: Err_Failed_To_Withdraw_ProposalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Failed_To_Withdraw_ProposalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Failed_To_Withdraw_ProposalInputs = {};
