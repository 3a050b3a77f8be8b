/**
* | output |
* | --- |
* | "Add a payout method to withdraw." |
*
* @param {Wallet_Add_Method_To_WithdrawInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_add_method_to_withdraw: ((inputs?: Wallet_Add_Method_To_WithdrawInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Add_Method_To_WithdrawInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Add_Method_To_WithdrawInputs = {};
