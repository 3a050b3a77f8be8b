/**
* | output |
* | --- |
* | "The dispute could not be loaded. Please try again." |
*
* @param {Disputes_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_load_failed: ((inputs?: Disputes_Load_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Load_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Load_FailedInputs = {};
