/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Contracts_Ms_RefundedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_refunded: ((inputs?: Contracts_Ms_RefundedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Ms_RefundedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Ms_RefundedInputs = {};
