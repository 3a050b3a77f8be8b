/**
* | output |
* | --- |
* | "Amount to refund ({currency}, up to {max})" |
*
* @param {Contracts_Refund_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refund_amount: ((inputs: Contracts_Refund_AmountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Refund_AmountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Refund_AmountInputs = {
    currency: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
