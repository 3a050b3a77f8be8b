/**
* | output |
* | --- |
* | "1-2 weeks" |
*
* @param {Duration_1_2_WeeksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const duration_1_2_weeks: ((inputs?: Duration_1_2_WeeksInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Duration_1_2_WeeksInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Duration_1_2_WeeksInputs = {};
