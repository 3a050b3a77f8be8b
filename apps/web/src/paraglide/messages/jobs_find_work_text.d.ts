/**
* | output |
* | --- |
* | "Browse IT jobs from clients in Gilgit-Baltistan and beyond." |
*
* @param {Jobs_Find_Work_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_find_work_text: ((inputs?: Jobs_Find_Work_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Find_Work_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Find_Work_TextInputs = {};
