/**
* | output |
* | --- |
* | "Please fill in all required fields" |
*
* @param {Jobs_Fill_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_fill_required: ((inputs?: Jobs_Fill_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Fill_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Fill_RequiredInputs = {};
