/**
* | output |
* | --- |
* | "Payment cancelled: the milestone is not funded." |
*
* @param {Contracts_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment_cancelled: ((inputs?: Contracts_Payment_CancelledInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Payment_CancelledInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Payment_CancelledInputs = {};
