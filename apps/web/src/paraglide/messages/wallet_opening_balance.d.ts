/**
* | output |
* | --- |
* | "Opening balance" |
*
* @param {Wallet_Opening_BalanceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_opening_balance: ((inputs?: Wallet_Opening_BalanceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Opening_BalanceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Opening_BalanceInputs = {};
