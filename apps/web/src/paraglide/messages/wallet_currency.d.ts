/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Wallet_CurrencyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_currency: ((inputs?: Wallet_CurrencyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_CurrencyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_CurrencyInputs = {};
