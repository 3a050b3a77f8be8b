/**
* | output |
* | --- |
* | "by the freelancer, {date}" |
*
* @param {Disputes_Evidence_By_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_evidence_by_freelancer: ((inputs: Disputes_Evidence_By_FreelancerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Evidence_By_FreelancerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Evidence_By_FreelancerInputs = {
    date: NonNullable<unknown>;
};
