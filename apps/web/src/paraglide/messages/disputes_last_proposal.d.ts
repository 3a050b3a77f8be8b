/**
* | output |
* | --- |
* | "Last proposal: {split}." |
*
* @param {Disputes_Last_ProposalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_last_proposal: ((inputs: Disputes_Last_ProposalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Last_ProposalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Last_ProposalInputs = {
    split: NonNullable<unknown>;
};
