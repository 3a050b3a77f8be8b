/**
* | output |
* | --- |
* | "1-3 months" |
*
* @param {Duration_1_3_MonthsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const duration_1_3_months: ((inputs?: Duration_1_3_MonthsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Duration_1_3_MonthsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Duration_1_3_MonthsInputs = {};
