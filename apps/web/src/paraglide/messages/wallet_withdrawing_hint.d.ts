/**
* | output |
* | --- |
* | "On its way to your account" |
*
* @param {Wallet_Withdrawing_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_withdrawing_hint: ((inputs?: Wallet_Withdrawing_HintInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Withdrawing_HintInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Withdrawing_HintInputs = {};
