/**
* | output |
* | --- |
* | "As freelancer" |
*
* @param {Contracts_As_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_as_freelancer: ((inputs?: Contracts_As_FreelancerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_As_FreelancerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_As_FreelancerInputs = {};
