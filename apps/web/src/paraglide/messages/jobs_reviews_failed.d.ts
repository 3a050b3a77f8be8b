/**
* | output |
* | --- |
* | "Could not load reviews." |
*
* @param {Jobs_Reviews_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_reviews_failed: ((inputs?: Jobs_Reviews_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Reviews_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Reviews_FailedInputs = {};
