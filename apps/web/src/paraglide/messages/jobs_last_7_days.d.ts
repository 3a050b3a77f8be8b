/**
* | output |
* | --- |
* | "Last 7 days" |
*
* @param {Jobs_Last_7_DaysInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_last_7_days: ((inputs?: Jobs_Last_7_DaysInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Last_7_DaysInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Last_7_DaysInputs = {};
