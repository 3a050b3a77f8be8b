/**
* | output |
* | --- |
* | "Loading reviews…" |
*
* @param {Jobs_Loading_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_loading_reviews: ((inputs?: Jobs_Loading_ReviewsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Loading_ReviewsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Loading_ReviewsInputs = {};
