/**
* | output |
* | --- |
* | "Status must be accepted or rejected" |
*
* @param {Err_Status_Must_Be_Accepted_Or_RejectedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_status_must_be_accepted_or_rejected: ((inputs?: Err_Status_Must_Be_Accepted_Or_RejectedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Status_Must_Be_Accepted_Or_RejectedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Status_Must_Be_Accepted_Or_RejectedInputs = {};
