/**
* | output |
* | --- |
* | "Withdraw proposal" |
*
* @param {Jobown_Withdraw_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_withdraw_proposal: ((inputs?: Jobown_Withdraw_ProposalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Withdraw_ProposalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Withdraw_ProposalInputs = {};
