/**
* | output |
* | --- |
* | "Withdrawal fee" |
*
* @param {Wallet_Entry_Withdrawal_FeeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_withdrawal_fee: ((inputs?: Wallet_Entry_Withdrawal_FeeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Entry_Withdrawal_FeeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Entry_Withdrawal_FeeInputs = {};
