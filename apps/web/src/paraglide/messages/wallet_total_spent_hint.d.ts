/**
* | output |
* | --- |
* | "Paid into escrow, less refunds" |
*
* @param {Wallet_Total_Spent_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_total_spent_hint: ((inputs?: Wallet_Total_Spent_HintInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Total_Spent_HintInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Total_Spent_HintInputs = {};
