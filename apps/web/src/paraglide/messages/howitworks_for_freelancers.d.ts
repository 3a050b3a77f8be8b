/**
* | output |
* | --- |
* | "For Freelancers" |
*
* @param {Howitworks_For_FreelancersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const howitworks_for_freelancers: ((inputs?: Howitworks_For_FreelancersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Howitworks_For_FreelancersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Howitworks_For_FreelancersInputs = {};
