/**
* | output |
* | --- |
* | "Add skill" |
*
* @param {Jobown_Add_SkillInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_add_skill: ((inputs?: Jobown_Add_SkillInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Add_SkillInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Add_SkillInputs = {};
