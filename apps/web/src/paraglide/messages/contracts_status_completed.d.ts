/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Contracts_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_status_completed: ((inputs?: Contracts_Status_CompletedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Status_CompletedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Status_CompletedInputs = {};
