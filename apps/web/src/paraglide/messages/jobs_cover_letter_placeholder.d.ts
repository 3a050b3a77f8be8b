/**
* | output |
* | --- |
* | "Describe your relevant experience and how you would approach this job..." |
*
* @param {Jobs_Cover_Letter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_cover_letter_placeholder: ((inputs?: Jobs_Cover_Letter_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Cover_Letter_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Cover_Letter_PlaceholderInputs = {};
