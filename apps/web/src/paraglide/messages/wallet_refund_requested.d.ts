/**
* | output |
* | --- |
* | "Refund requested" |
*
* @param {Wallet_Refund_RequestedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_refund_requested: ((inputs?: Wallet_Refund_RequestedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Refund_RequestedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Refund_RequestedInputs = {};
