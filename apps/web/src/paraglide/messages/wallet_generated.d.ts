/**
* | output |
* | --- |
* | "Generated" |
*
* @param {Wallet_GeneratedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_generated: ((inputs?: Wallet_GeneratedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_GeneratedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_GeneratedInputs = {};
