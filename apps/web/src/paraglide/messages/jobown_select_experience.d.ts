/**
* | output |
* | --- |
* | "Select experience level" |
*
* @param {Jobown_Select_ExperienceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_select_experience: ((inputs?: Jobown_Select_ExperienceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Select_ExperienceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Select_ExperienceInputs = {};
