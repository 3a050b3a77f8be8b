/**
* | output |
* | --- |
* | "{currency} statement" |
*
* @param {Wallet_Currency_StatementInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_currency_statement: ((inputs: Wallet_Currency_StatementInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Currency_StatementInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Currency_StatementInputs = {
    currency: NonNullable<unknown>;
};
