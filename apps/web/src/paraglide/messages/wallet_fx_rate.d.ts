/**
* | output |
* | --- |
* | "Exchange rate" |
*
* @param {Wallet_Fx_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fx_rate: ((inputs?: Wallet_Fx_RateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Fx_RateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Fx_RateInputs = {};
