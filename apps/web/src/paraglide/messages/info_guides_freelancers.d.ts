/**
* | output |
* | --- |
* | "Guides for Freelancers" |
*
* @param {Info_Guides_FreelancersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_guides_freelancers: ((inputs?: Info_Guides_FreelancersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Guides_FreelancersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Guides_FreelancersInputs = {};
