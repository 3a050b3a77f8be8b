/**
* | output |
* | --- |
* | "At least one skill is required" |
*
* @param {Err_At_Least_One_Skill_Is_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_at_least_one_skill_is_required: ((inputs?: Err_At_Least_One_Skill_Is_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_At_Least_One_Skill_Is_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_At_Least_One_Skill_Is_RequiredInputs = {};
