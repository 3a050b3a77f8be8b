/**
* | output |
* | --- |
* | "Loading freelancers..." |
*
* @param {Profiles_Loading_FreelancersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_loading_freelancers: ((inputs?: Profiles_Loading_FreelancersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Loading_FreelancersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Loading_FreelancersInputs = {};
