/**
* | output |
* | --- |
* | "Loading job details..." |
*
* @param {Jobs_Loading_DetailsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_loading_details: ((inputs?: Jobs_Loading_DetailsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Loading_DetailsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Loading_DetailsInputs = {};
