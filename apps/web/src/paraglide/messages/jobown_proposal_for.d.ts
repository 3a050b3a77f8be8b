/**
* | output |
* | --- |
* | "Proposal for {title}" |
*
* @param {Jobown_Proposal_ForInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_proposal_for: ((inputs: Jobown_Proposal_ForInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Proposal_ForInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Proposal_ForInputs = {
    title: NonNullable<unknown>;
};
