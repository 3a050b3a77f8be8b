/**
* | output |
* | --- |
* | "All balances" |
*
* @param {Wallet_All_BalancesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_all_balances: ((inputs?: Wallet_All_BalancesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_All_BalancesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_All_BalancesInputs = {};
