/**
* | output |
* | --- |
* | "Money out" |
*
* @param {Wallet_Money_OutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_money_out: ((inputs?: Wallet_Money_OutInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Money_OutInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Money_OutInputs = {};
