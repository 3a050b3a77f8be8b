/**
* | output |
* | --- |
* | "Loading receipt..." |
*
* @param {Contracts_Loading_ReceiptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_loading_receipt: ((inputs?: Contracts_Loading_ReceiptInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Loading_ReceiptInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Loading_ReceiptInputs = {};
