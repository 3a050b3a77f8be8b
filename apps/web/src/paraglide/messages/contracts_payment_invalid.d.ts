/**
* | output |
* | --- |
* | "We could not verify the payment provider’s answer, so nothing was funded. If money left your account, contact support." |
*
* @param {Contracts_Payment_InvalidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment_invalid: ((inputs?: Contracts_Payment_InvalidInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Payment_InvalidInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Payment_InvalidInputs = {};
