/**
* | output |
* | --- |
* | "{currency} totals" |
*
* @param {Wallet_Currency_TotalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_currency_totals: ((inputs: Wallet_Currency_TotalsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Currency_TotalsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Currency_TotalsInputs = {
    currency: NonNullable<unknown>;
};
