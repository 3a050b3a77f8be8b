/**
* | output |
* | --- |
* | "Proposal from {name}" |
*
* @param {Jobown_Proposal_FromInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_proposal_from: ((inputs: Jobown_Proposal_FromInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Proposal_FromInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Proposal_FromInputs = {
    name: NonNullable<unknown>;
};
