/**
* | output |
* | --- |
* | "Became available" |
*
* @param {Wallet_Entry_AvailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_available: ((inputs?: Wallet_Entry_AvailableInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Entry_AvailableInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Entry_AvailableInputs = {};
