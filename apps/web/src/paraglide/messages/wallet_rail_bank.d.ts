/**
* | output |
* | --- |
* | "Bank account (IBAN)" |
*
* @param {Wallet_Rail_BankInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_rail_bank: ((inputs?: Wallet_Rail_BankInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Rail_BankInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Rail_BankInputs = {};
