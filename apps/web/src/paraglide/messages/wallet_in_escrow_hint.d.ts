/**
* | output |
* | --- |
* | "Paid into your contracts, not yet released" |
*
* @param {Wallet_In_Escrow_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_in_escrow_hint: ((inputs?: Wallet_In_Escrow_HintInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_In_Escrow_HintInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_In_Escrow_HintInputs = {};
