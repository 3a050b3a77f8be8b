/**
* | output |
* | --- |
* | "You receive" |
*
* @param {Wallet_You_ReceiveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_you_receive: ((inputs?: Wallet_You_ReceiveInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_You_ReceiveInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_You_ReceiveInputs = {};
