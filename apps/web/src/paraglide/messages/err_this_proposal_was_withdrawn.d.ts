/**
* | output |
* | --- |
* | "This proposal was withdrawn" |
*
* @param {Err_This_Proposal_Was_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_proposal_was_withdrawn: ((inputs?: Err_This_Proposal_Was_WithdrawnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Proposal_Was_WithdrawnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Proposal_Was_WithdrawnInputs = {};
