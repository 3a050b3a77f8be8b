/**
* | output |
* | --- |
* | "Became available" |
*
* @param {Wallet_Kind_AvailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_kind_available: ((inputs?: Wallet_Kind_AvailableInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Kind_AvailableInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Kind_AvailableInputs = {};
