/**
* | output |
* | --- |
* | "Failed to load job details" |
*
* @param {Jobs_Failed_To_LoadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_failed_to_load: ((inputs?: Jobs_Failed_To_LoadInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Failed_To_LoadInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Failed_To_LoadInputs = {};
