/**
* | output |
* | --- |
* | "Paid out" |
*
* @param {Wallet_Kind_PayoutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_payout: ((inputs?: Wallet_Kind_PayoutInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Kind_PayoutInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Kind_PayoutInputs = {};
