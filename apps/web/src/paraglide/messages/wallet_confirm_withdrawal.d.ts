/**
* | output |
* | --- |
* | "Confirm withdrawal" |
*
* @param {Wallet_Confirm_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_confirm_withdrawal: ((inputs?: Wallet_Confirm_WithdrawalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Confirm_WithdrawalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Confirm_WithdrawalInputs = {};
