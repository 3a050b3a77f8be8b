/**
* | output |
* | --- |
* | "Reviews" |
*
* @param {Jobs_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_reviews: ((inputs?: Jobs_ReviewsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_ReviewsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_ReviewsInputs = {};
