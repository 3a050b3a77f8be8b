/**
* | output |
* | --- |
* | "Withdrawing..." |
*
* @param {Wallet_Withdrawing_BusyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_withdrawing_busy: ((inputs?: Wallet_Withdrawing_BusyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Withdrawing_BusyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Withdrawing_BusyInputs = {};
