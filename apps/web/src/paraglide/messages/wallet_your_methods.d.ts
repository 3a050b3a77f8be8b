/**
* | output |
* | --- |
* | "Your payout methods" |
*
* @param {Wallet_Your_MethodsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_your_methods: ((inputs?: Wallet_Your_MethodsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Your_MethodsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Your_MethodsInputs = {};
