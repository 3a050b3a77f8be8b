/**
* | output |
* | --- |
* | "Payout methods" |
*
* @param {Wallet_Payout_MethodsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_payout_methods: ((inputs?: Wallet_Payout_MethodsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Payout_MethodsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Payout_MethodsInputs = {};
