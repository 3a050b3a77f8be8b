/**
* | output |
* | --- |
* | "Skills Required" |
*
* @param {Jobs_Skills_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_skills_required: ((inputs?: Jobs_Skills_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Skills_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Skills_RequiredInputs = {};
