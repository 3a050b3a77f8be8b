/**
* | output |
* | --- |
* | "Withdrawal failed" |
*
* @param {Wallet_Entry_VoidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_void: ((inputs?: Wallet_Entry_VoidInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Entry_VoidInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Entry_VoidInputs = {};
