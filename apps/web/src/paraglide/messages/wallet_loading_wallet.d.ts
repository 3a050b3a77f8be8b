/**
* | output |
* | --- |
* | "Loading your wallet..." |
*
* @param {Wallet_Loading_WalletInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_loading_wallet: ((inputs?: Wallet_Loading_WalletInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Loading_WalletInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Loading_WalletInputs = {};
