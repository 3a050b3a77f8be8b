/**
* | output |
* | --- |
* | "Less than a week" |
*
* @param {Duration_Less_Than_WeekInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const duration_less_than_week: ((inputs?: Duration_Less_Than_WeekInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Duration_Less_Than_WeekInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Duration_Less_Than_WeekInputs = {};
