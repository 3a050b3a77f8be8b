/**
* | output |
* | --- |
* | "Work submitted" |
*
* @param {Contracts_Ms_SubmittedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_submitted: ((inputs?: Contracts_Ms_SubmittedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Ms_SubmittedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Ms_SubmittedInputs = {};
