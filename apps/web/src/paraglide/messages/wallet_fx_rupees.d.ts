/**
* | output |
* | --- |
* | "You receive in rupees" |
*
* @param {Wallet_Fx_RupeesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fx_rupees: ((inputs?: Wallet_Fx_RupeesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Fx_RupeesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Fx_RupeesInputs = {};
