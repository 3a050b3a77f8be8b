/**
* | output |
* | --- |
* | "Receipt number" |
*
* @param {Contracts_Receipt_NumberInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_receipt_number: ((inputs?: Contracts_Receipt_NumberInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Receipt_NumberInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Receipt_NumberInputs = {};
