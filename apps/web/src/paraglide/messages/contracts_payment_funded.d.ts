/**
* | output |
* | --- |
* | "Payment received: the milestone is funded." |
*
* @param {Contracts_Payment_FundedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment_funded: ((inputs?: Contracts_Payment_FundedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Payment_FundedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Payment_FundedInputs = {};
