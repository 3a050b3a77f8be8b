/**
* | output |
* | --- |
* | "Arrives" |
*
* @param {Wallet_ArrivesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_arrives: ((inputs?: Wallet_ArrivesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_ArrivesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_ArrivesInputs = {};
