/**
* | output |
* | --- |
* | "Statement for {month}" |
*
* @param {Wallet_Statement_ForInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_statement_for: ((inputs: Wallet_Statement_ForInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Statement_ForInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Statement_ForInputs = {
    month: NonNullable<unknown>;
};
