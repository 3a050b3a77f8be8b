/**
* | output |
* | --- |
* | "3-6 months" |
*
* @param {Duration_3_6_MonthsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const duration_3_6_months: ((inputs?: Duration_3_6_MonthsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Duration_3_6_MonthsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Duration_3_6_MonthsInputs = {};
