/**
* | output |
* | --- |
* | "Send proposal" |
*
* @param {Disputes_Send_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_send_proposal: ((inputs?: Disputes_Send_ProposalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Send_ProposalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Send_ProposalInputs = {};
