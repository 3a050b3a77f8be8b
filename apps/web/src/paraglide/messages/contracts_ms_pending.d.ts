/**
* | output |
* | --- |
* | "Not funded" |
*
* @param {Contracts_Ms_PendingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_pending: ((inputs?: Contracts_Ms_PendingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Ms_PendingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Ms_PendingInputs = {};
