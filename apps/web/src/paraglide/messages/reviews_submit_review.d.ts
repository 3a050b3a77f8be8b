/**
* | output |
* | --- |
* | "Submit review" |
*
* @param {Reviews_Submit_ReviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_submit_review: ((inputs?: Reviews_Submit_ReviewInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Submit_ReviewInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Submit_ReviewInputs = {};
