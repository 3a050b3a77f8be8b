/**
* | output |
* | --- |
* | "freelancer {name}" |
*
* @param {Disputes_Meta_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_meta_freelancer: ((inputs: Disputes_Meta_FreelancerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Meta_FreelancerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Meta_FreelancerInputs = {
    name: NonNullable<unknown>;
};
