/**
* | output |
* | --- |
* | "Any Level" |
*
* @param {Jobs_Any_LevelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_any_level: ((inputs?: Jobs_Any_LevelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Any_LevelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Any_LevelInputs = {};
