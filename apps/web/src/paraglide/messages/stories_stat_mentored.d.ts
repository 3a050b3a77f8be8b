/**
* | output |
* | --- |
* | "Freelancers Mentored" |
*
* @param {Stories_Stat_MentoredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_stat_mentored: ((inputs?: Stories_Stat_MentoredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Stat_MentoredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Stat_MentoredInputs = {};
