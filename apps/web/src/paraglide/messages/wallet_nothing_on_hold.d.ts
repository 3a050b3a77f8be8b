/**
* | output |
* | --- |
* | "Nothing on hold." |
*
* @param {Wallet_Nothing_On_HoldInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_nothing_on_hold: ((inputs?: Wallet_Nothing_On_HoldInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Nothing_On_HoldInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Nothing_On_HoldInputs = {};
