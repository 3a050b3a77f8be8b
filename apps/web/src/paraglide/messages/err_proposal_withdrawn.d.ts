/**
* | output |
* | --- |
* | "Proposal withdrawn" |
*
* @param {Err_Proposal_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_proposal_withdrawn: ((inputs?: Err_Proposal_WithdrawnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Proposal_WithdrawnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Proposal_WithdrawnInputs = {};
