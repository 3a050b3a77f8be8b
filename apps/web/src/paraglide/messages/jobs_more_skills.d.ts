/**
* | output |
* | --- |
* | "{count} more skills" |
*
* @param {Jobs_More_SkillsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_more_skills: ((inputs: Jobs_More_SkillsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_More_SkillsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_More_SkillsInputs = {
    count: NonNullable<unknown>;
};
