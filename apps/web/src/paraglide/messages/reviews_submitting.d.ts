/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Reviews_SubmittingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const reviews_submitting: ((inputs?: Reviews_SubmittingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_SubmittingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_SubmittingInputs = {};
