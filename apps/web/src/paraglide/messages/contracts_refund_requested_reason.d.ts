/**
* | output |
* | --- |
* | "Refund requested:" |
*
* @param {Contracts_Refund_Requested_ReasonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refund_requested_reason: ((inputs?: Contracts_Refund_Requested_ReasonInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Refund_Requested_ReasonInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Refund_Requested_ReasonInputs = {};
