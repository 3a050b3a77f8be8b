/**
* | output |
* | --- |
* | "Withdrawing" |
*
* @param {Wallet_WithdrawingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_withdrawing: ((inputs?: Wallet_WithdrawingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_WithdrawingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_WithdrawingInputs = {};
