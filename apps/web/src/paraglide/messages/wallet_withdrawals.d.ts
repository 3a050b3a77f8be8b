/**
* | output |
* | --- |
* | "Withdrawals" |
*
* @param {Wallet_WithdrawalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_withdrawals: ((inputs?: Wallet_WithdrawalsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_WithdrawalsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_WithdrawalsInputs = {};
