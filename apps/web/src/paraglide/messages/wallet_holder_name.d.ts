/**
* | output |
* | --- |
* | "Account holder's name" |
*
* @param {Wallet_Holder_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_holder_name: ((inputs?: Wallet_Holder_NameInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Holder_NameInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Holder_NameInputs = {};
