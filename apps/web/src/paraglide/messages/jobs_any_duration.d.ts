/**
* | output |
* | --- |
* | "Any Duration" |
*
* @param {Jobs_Any_DurationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_any_duration: ((inputs?: Jobs_Any_DurationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Any_DurationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Any_DurationInputs = {};
