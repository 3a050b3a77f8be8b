/**
* | output |
* | --- |
* | "You cannot withdraw more than your available balance" |
*
* @param {Wallet_Too_MuchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_too_much: ((inputs?: Wallet_Too_MuchInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Too_MuchInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Too_MuchInputs = {};
