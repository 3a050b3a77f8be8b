/**
* | output |
* | --- |
* | "Hourly Rate" |
*
* @param {Jobs_Hourly_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_hourly_rate: ((inputs?: Jobs_Hourly_RateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Hourly_RateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Hourly_RateInputs = {};
