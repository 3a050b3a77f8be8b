/**
* | output |
* | --- |
* | "Back to Wallet" |
*
* @param {Wallet_Back_To_WalletInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_back_to_wallet: ((inputs?: Wallet_Back_To_WalletInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Back_To_WalletInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Back_To_WalletInputs = {};
