/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Contracts_CurrencyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_currency: ((inputs?: Contracts_CurrencyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_CurrencyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_CurrencyInputs = {};
