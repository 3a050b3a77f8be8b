/**
* | output |
* | --- |
* | "Last 24 hours" |
*
* @param {Jobs_Last_24_HoursInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_last_24_hours: ((inputs?: Jobs_Last_24_HoursInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Last_24_HoursInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Last_24_HoursInputs = {};
