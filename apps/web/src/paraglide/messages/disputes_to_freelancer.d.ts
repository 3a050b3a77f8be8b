/**
* | output |
* | --- |
* | "To the freelancer ({currency})" |
*
* @param {Disputes_To_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_to_freelancer: ((inputs: Disputes_To_FreelancerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_To_FreelancerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_To_FreelancerInputs = {
    currency: NonNullable<unknown>;
};
