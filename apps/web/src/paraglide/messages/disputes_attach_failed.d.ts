/**
* | output |
* | --- |
* | "The file could not be attached. Please try again." |
*
* @param {Disputes_Attach_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_attach_failed: ((inputs?: Disputes_Attach_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Attach_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Attach_FailedInputs = {};
