/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Contracts_Ms_CancelledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_cancelled: ((inputs?: Contracts_Ms_CancelledInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Ms_CancelledInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Ms_CancelledInputs = {};
