/**
* | output |
* | --- |
* | "Easypaisa" |
*
* @param {Wallet_Rail_EasypaisaInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_rail_easypaisa: ((inputs?: Wallet_Rail_EasypaisaInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Rail_EasypaisaInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Rail_EasypaisaInputs = {};
