/**
* | output |
* | --- |
* | "Awaiting your payment with {provider}. Finish it on {provider}’s page before {time}, or cancel it to choose again." |
*
* @param {Contracts_Awaiting_PaymentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_awaiting_payment: ((inputs: Contracts_Awaiting_PaymentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Awaiting_PaymentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Awaiting_PaymentInputs = {
    provider: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
