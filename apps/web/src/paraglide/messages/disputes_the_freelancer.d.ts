/**
* | output |
* | --- |
* | "the freelancer ({name})" |
*
* @param {Disputes_The_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_the_freelancer: ((inputs: Disputes_The_FreelancerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_The_FreelancerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_The_FreelancerInputs = {
    name: NonNullable<unknown>;
};
