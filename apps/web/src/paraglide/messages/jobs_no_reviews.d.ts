/**
* | output |
* | --- |
* | "No reviews yet" |
*
* @param {Jobs_No_ReviewsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_no_reviews: ((inputs?: Jobs_No_ReviewsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_No_ReviewsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_No_ReviewsInputs = {};
