/**
* | output |
* | --- |
* | "Sign in to see your statements." |
*
* @param {Wallet_Sign_In_StatementsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_sign_in_statements: ((inputs?: Wallet_Sign_In_StatementsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Sign_In_StatementsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Sign_In_StatementsInputs = {};
