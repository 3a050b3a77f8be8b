/**
* | output |
* | --- |
* | "Relevance" |
*
* @param {Jobs_RelevanceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_relevance: ((inputs?: Jobs_RelevanceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_RelevanceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_RelevanceInputs = {};
