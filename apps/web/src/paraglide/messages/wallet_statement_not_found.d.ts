/**
* | output |
* | --- |
* | "Statement not found" |
*
* @param {Wallet_Statement_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_statement_not_found: ((inputs?: Wallet_Statement_Not_FoundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Statement_Not_FoundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Statement_Not_FoundInputs = {};
