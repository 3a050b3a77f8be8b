/**
* | output |
* | --- |
* | "Released, on hold until the dates below" |
*
* @param {Wallet_Pending_HintInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_pending_hint: ((inputs?: Wallet_Pending_HintInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Pending_HintInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Pending_HintInputs = {};
