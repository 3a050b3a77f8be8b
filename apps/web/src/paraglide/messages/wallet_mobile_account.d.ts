/**
* | output |
* | --- |
* | "Mobile account number" |
*
* @param {Wallet_Mobile_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_mobile_account: ((inputs?: Wallet_Mobile_AccountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Mobile_AccountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Mobile_AccountInputs = {};
