/**
* | output |
* | --- |
* | "Sign in to see your wallet." |
*
* @param {Wallet_Sign_InInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_sign_in: ((inputs?: Wallet_Sign_InInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Sign_InInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Sign_InInputs = {};
