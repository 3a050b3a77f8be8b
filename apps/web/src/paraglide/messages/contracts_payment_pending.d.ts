/**
* | output |
* | --- |
* | "Your payment is being processed; the milestone is funded as soon as the provider confirms it." |
*
* @param {Contracts_Payment_PendingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment_pending: ((inputs?: Contracts_Payment_PendingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Payment_PendingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Payment_PendingInputs = {};
