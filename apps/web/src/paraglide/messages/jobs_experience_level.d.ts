/**
* | output |
* | --- |
* | "Experience Level" |
*
* @param {Jobs_Experience_LevelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_experience_level: ((inputs?: Jobs_Experience_LevelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Experience_LevelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Experience_LevelInputs = {};
