/**
* | output |
* | --- |
* | "Could not load this statement. Please try again later." |
*
* @param {Wallet_Statement_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_statement_failed: ((inputs?: Wallet_Statement_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Statement_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Statement_FailedInputs = {};
