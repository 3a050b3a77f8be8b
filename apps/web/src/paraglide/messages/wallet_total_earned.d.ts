/**
* | output |
* | --- |
* | "Total earned" |
*
* @param {Wallet_Total_EarnedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_total_earned: ((inputs?: Wallet_Total_EarnedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Total_EarnedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Total_EarnedInputs = {};
