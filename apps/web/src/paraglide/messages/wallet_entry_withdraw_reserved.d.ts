/**
* | output |
* | --- |
* | "Withdrawal reserved" |
*
* @param {Wallet_Entry_Withdraw_ReservedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_withdraw_reserved: ((inputs?: Wallet_Entry_Withdraw_ReservedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Entry_Withdraw_ReservedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Entry_Withdraw_ReservedInputs = {};
