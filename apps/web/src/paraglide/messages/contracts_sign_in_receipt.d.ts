/**
* | output |
* | --- |
* | "Sign in to see this receipt." |
*
* @param {Contracts_Sign_In_ReceiptInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_sign_in_receipt: ((inputs?: Contracts_Sign_In_ReceiptInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Sign_In_ReceiptInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Sign_In_ReceiptInputs = {};
