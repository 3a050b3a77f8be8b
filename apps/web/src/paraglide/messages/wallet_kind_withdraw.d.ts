/**
* | output |
* | --- |
* | "Withdrawals" |
*
* @param {Wallet_Kind_WithdrawInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_withdraw: ((inputs?: Wallet_Kind_WithdrawInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Kind_WithdrawInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Kind_WithdrawInputs = {};
