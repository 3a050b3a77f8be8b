/**
* | output |
* | --- |
* | "{amount} refunded" |
*
* @param {Contracts_Refunded_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_refunded_amount: ((inputs: Contracts_Refunded_AmountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Refunded_AmountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Refunded_AmountInputs = {
    amount: NonNullable<unknown>;
};
