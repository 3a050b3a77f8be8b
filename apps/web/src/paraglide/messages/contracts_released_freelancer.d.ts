/**
* | output |
* | --- |
* | "Released to the freelancer" |
*
* @param {Contracts_Released_FreelancerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_released_freelancer: ((inputs?: Contracts_Released_FreelancerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Released_FreelancerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Released_FreelancerInputs = {};
