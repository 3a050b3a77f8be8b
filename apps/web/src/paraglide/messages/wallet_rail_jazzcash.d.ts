/**
* | output |
* | --- |
* | "JazzCash" |
*
* @param {Wallet_Rail_JazzcashInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_rail_jazzcash: ((inputs?: Wallet_Rail_JazzcashInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Rail_JazzcashInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Rail_JazzcashInputs = {};
