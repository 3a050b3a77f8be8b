/**
* | output |
* | --- |
* | "Posted" |
*
* @param {Jobs_PostedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_posted: ((inputs?: Jobs_PostedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_PostedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_PostedInputs = {};
