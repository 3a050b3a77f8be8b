/**
* | output |
* | --- |
* | "Courses, mentors and hubs near you to keep your skills in demand." |
*
* @param {Register_Benefit_Skills_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefit_skills_text: ((inputs?: Register_Benefit_Skills_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Benefit_Skills_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Benefit_Skills_TextInputs = {};
