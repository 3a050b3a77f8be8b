/**
* | output |
* | --- |
* | "Search jobs by title, skills, or keywords..." |
*
* @param {Jobs_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_search_placeholder: ((inputs?: Jobs_Search_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Search_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Search_PlaceholderInputs = {};
