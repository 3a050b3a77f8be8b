/**
* | output |
* | --- |
* | "Last 30 days" |
*
* @param {Jobs_Last_30_DaysInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_last_30_days: ((inputs?: Jobs_Last_30_DaysInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Last_30_DaysInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Last_30_DaysInputs = {};
