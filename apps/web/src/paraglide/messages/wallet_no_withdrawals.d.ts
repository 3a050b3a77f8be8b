/**
* | output |
* | --- |
* | "No withdrawals yet." |
*
* @param {Wallet_No_WithdrawalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_no_withdrawals: ((inputs?: Wallet_No_WithdrawalsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_WithdrawalsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_No_WithdrawalsInputs = {};
