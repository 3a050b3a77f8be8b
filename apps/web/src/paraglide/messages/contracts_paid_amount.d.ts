/**
* | output |
* | --- |
* | ", {amount} paid" |
*
* @param {Contracts_Paid_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_paid_amount: ((inputs: Contracts_Paid_AmountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Paid_AmountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Paid_AmountInputs = {
    amount: NonNullable<unknown>;
};
