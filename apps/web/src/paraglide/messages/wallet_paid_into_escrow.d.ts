/**
* | output |
* | --- |
* | "Paid into escrow" |
*
* @param {Wallet_Paid_Into_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_paid_into_escrow: ((inputs?: Wallet_Paid_Into_EscrowInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Paid_Into_EscrowInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Paid_Into_EscrowInputs = {};
