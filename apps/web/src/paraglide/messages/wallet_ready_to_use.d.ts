/**
* | output |
* | --- |
* | "Ready to use" |
*
* @param {Wallet_Ready_To_UseInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_ready_to_use: ((inputs?: Wallet_Ready_To_UseInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Ready_To_UseInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Ready_To_UseInputs = {};
