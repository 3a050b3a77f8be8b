/**
* | output |
* | --- |
* | "Released to you, after fees" |
*
* @param {Wallet_Total_Earned_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_total_earned_hint: ((inputs?: Wallet_Total_Earned_HintInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Total_Earned_HintInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Total_Earned_HintInputs = {};
