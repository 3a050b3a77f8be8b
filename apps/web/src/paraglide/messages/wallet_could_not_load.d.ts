/**
* | output |
* | --- |
* | "Could not load this. Please try again later." |
*
* @param {Wallet_Could_Not_LoadInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_could_not_load: ((inputs?: Wallet_Could_Not_LoadInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Could_Not_LoadInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Could_Not_LoadInputs = {};
