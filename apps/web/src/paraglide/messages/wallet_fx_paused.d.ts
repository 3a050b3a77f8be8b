/**
* | output |
* | --- |
* | "Dollar withdrawals to rupee accounts are paused: today's dollar to rupee rate has not been set yet. Please try again later." |
*
* @param {Wallet_Fx_PausedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fx_paused: ((inputs?: Wallet_Fx_PausedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Fx_PausedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Fx_PausedInputs = {};
