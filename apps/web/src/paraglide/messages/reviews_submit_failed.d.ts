/**
* | output |
* | --- |
* | "Failed to submit your review" |
*
* @param {Reviews_Submit_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_submit_failed: ((inputs?: Reviews_Submit_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Submit_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Submit_FailedInputs = {};
