/**
* | output |
* | --- |
* | "Newest" |
*
* @param {Jobs_NewestInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_newest: ((inputs?: Jobs_NewestInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_NewestInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_NewestInputs = {};
