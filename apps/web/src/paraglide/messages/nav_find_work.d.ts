/**
* | output |
* | --- |
* | "Find Work" |
*
* @param {Nav_Find_WorkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_find_work: ((inputs?: Nav_Find_WorkInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Find_WorkInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Find_WorkInputs = {};
