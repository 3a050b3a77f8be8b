/**
* | output |
* | --- |
* | "Showing 0 jobs" |
*
* @param {Jobs_Showing_NoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_showing_none: ((inputs?: Jobs_Showing_NoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Showing_NoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Showing_NoneInputs = {};
