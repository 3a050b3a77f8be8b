/**
* | output |
* | --- |
* | "Withdrawal paid out" |
*
* @param {Wallet_Entry_PayoutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_payout: ((inputs?: Wallet_Entry_PayoutInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Entry_PayoutInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Entry_PayoutInputs = {};
