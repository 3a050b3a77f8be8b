/**
* | output |
* | --- |
* | "Closing balance" |
*
* @param {Wallet_Closing_BalanceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_closing_balance: ((inputs?: Wallet_Closing_BalanceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Closing_BalanceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Closing_BalanceInputs = {};
