/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Jobs_PreviousInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_previous: ((inputs?: Jobs_PreviousInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_PreviousInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_PreviousInputs = {};
