/**
* | output |
* | --- |
* | "Proposal accepted successfully" |
*
* @param {Jobown_Proposal_AcceptedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_proposal_accepted: ((inputs?: Jobown_Proposal_AcceptedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Proposal_AcceptedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Proposal_AcceptedInputs = {};
