/**
* | output |
* | --- |
* | "Enter an amount such as 25.00" |
*
* @param {Wallet_Enter_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_enter_amount: ((inputs?: Wallet_Enter_AmountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Enter_AmountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Enter_AmountInputs = {};
