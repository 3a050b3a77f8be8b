/**
* | output |
* | --- |
* | "Any Time" |
*
* @param {Jobs_Any_TimeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_any_time: ((inputs?: Jobs_Any_TimeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Any_TimeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Any_TimeInputs = {};
