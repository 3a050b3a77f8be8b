/**
* | output |
* | --- |
* | "Withdrawal" |
*
* @param {Wallet_Entry_WithdrawInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_withdraw: ((inputs?: Wallet_Entry_WithdrawInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Entry_WithdrawInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Entry_WithdrawInputs = {};
