/**
* | output |
* | --- |
* | "2-4 weeks" |
*
* @param {Duration_2_4_WeeksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const duration_2_4_weeks: ((inputs?: Duration_2_4_WeeksInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Duration_2_4_WeeksInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Duration_2_4_WeeksInputs = {};
