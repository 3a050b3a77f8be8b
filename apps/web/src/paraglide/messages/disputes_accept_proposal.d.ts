/**
* | output |
* | --- |
* | "Accept proposal" |
*
* @param {Disputes_Accept_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_accept_proposal: ((inputs?: Disputes_Accept_ProposalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Accept_ProposalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Accept_ProposalInputs = {};
