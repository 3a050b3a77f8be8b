/**
* | output |
* | --- |
* | "Withdrawal history" |
*
* @param {Wallet_Withdrawal_HistoryInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_withdrawal_history: ((inputs?: Wallet_Withdrawal_HistoryInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Withdrawal_HistoryInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Withdrawal_HistoryInputs = {};
