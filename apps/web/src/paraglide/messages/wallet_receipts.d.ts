/**
* | output |
* | --- |
* | "Receipts" |
*
* @param {Wallet_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_receipts: ((inputs?: Wallet_ReceiptsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_ReceiptsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_ReceiptsInputs = {};
