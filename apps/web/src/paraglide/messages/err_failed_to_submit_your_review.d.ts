/**
* | output |
* | --- |
* | "Failed to submit your review" |
*
* @param {Err_Failed_To_Submit_Your_ReviewInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_failed_to_submit_your_review: ((inputs?: Err_Failed_To_Submit_Your_ReviewInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Failed_To_Submit_Your_ReviewInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Failed_To_Submit_Your_ReviewInputs = {};
