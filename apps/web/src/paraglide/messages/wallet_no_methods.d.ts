/**
* | output |
* | --- |
* | "No payout methods yet. Add JazzCash, Easypaisa or a bank account." |
*
* @param {Wallet_No_MethodsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_no_methods: ((inputs?: Wallet_No_MethodsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_MethodsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_No_MethodsInputs = {};
