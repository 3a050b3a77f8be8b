/**
* | output |
* | --- |
* | "Refunded from escrow" |
*
* @param {Wallet_Entry_RefundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_refund: ((inputs?: Wallet_Entry_RefundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Entry_RefundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Entry_RefundInputs = {};
