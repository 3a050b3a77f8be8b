/**
* | output |
* | --- |
* | "Cover Letter" |
*
* @param {Jobs_Cover_LetterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_cover_letter: ((inputs?: Jobs_Cover_LetterInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Cover_LetterInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Cover_LetterInputs = {};
