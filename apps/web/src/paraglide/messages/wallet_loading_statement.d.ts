/**
* | output |
* | --- |
* | "Loading statement..." |
*
* @param {Wallet_Loading_StatementInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_statement: ((inputs?: Wallet_Loading_StatementInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Loading_StatementInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Loading_StatementInputs = {};
