/**
* | output |
* | --- |
* | "Withdrawal failed: returned" |
*
* @param {Wallet_Entry_Void_ReturnedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_void_returned: ((inputs?: Wallet_Entry_Void_ReturnedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Entry_Void_ReturnedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Entry_Void_ReturnedInputs = {};
