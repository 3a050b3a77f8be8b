/**
* | output |
* | --- |
* | "Nothing is in escrow right now." |
*
* @param {Wallet_Nothing_In_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_nothing_in_escrow: ((inputs?: Wallet_Nothing_In_EscrowInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Nothing_In_EscrowInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Nothing_In_EscrowInputs = {};
