/**
* | output |
* | --- |
* | "More than 6 months" |
*
* @param {Duration_More_Than_6_MonthsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const duration_more_than_6_months: ((inputs?: Duration_More_Than_6_MonthsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Duration_More_Than_6_MonthsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Duration_More_Than_6_MonthsInputs = {};
