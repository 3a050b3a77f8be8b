/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Contracts_ReceiptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_receipt: ((inputs?: Contracts_ReceiptInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_ReceiptInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_ReceiptInputs = {};
