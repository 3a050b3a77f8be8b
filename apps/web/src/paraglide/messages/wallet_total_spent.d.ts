/**
* | output |
* | --- |
* | "Total spent" |
*
* @param {Wallet_Total_SpentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_total_spent: ((inputs?: Wallet_Total_SpentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Total_SpentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Total_SpentInputs = {};
