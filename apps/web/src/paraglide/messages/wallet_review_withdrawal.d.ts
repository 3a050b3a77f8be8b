/**
* | output |
* | --- |
* | "Review withdrawal" |
*
* @param {Wallet_Review_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_review_withdrawal: ((inputs?: Wallet_Review_WithdrawalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Review_WithdrawalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Review_WithdrawalInputs = {};
