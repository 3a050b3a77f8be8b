/**
* | output |
* | --- |
* | "fee {amount}" |
*
* @param {Wallet_Fee_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fee_amount: ((inputs: Wallet_Fee_AmountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Fee_AmountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Fee_AmountInputs = {
    amount: NonNullable<unknown>;
};
