/**
* | output |
* | --- |
* | "Choose a payout method" |
*
* @param {Wallet_Choose_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_choose_method: ((inputs?: Wallet_Choose_MethodInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Choose_MethodInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Choose_MethodInputs = {};
