/**
* | output |
* | --- |
* | "This job is no longer accepting proposals" |
*
* @param {Jobs_Not_AcceptingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_not_accepting: ((inputs?: Jobs_Not_AcceptingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Not_AcceptingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Not_AcceptingInputs = {};
