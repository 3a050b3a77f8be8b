/**
* | output |
* | --- |
* | "Payout method removed" |
*
* @param {Wallet_Method_RemovedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_method_removed: ((inputs?: Wallet_Method_RemovedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Method_RemovedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Method_RemovedInputs = {};
