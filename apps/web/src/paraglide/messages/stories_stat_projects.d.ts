/**
* | output |
* | --- |
* | "Projects Completed" |
*
* @param {Stories_Stat_ProjectsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_stat_projects: ((inputs?: Stories_Stat_ProjectsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Stat_ProjectsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Stat_ProjectsInputs = {};
