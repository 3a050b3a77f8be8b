/**
* | output |
* | --- |
* | "No skills added yet" |
*
* @param {Profiles_No_SkillsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_no_skills: ((inputs?: Profiles_No_SkillsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_No_SkillsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_No_SkillsInputs = {};
