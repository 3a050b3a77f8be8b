/**
* | output |
* | --- |
* | "Your payout method becomes usable after its waiting period." |
*
* @param {Wallet_Method_WaitingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_method_waiting: ((inputs?: Wallet_Method_WaitingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Method_WaitingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Method_WaitingInputs = {};
