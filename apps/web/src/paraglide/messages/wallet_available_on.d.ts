/**
* | output |
* | --- |
* | "available on {date}" |
*
* @param {Wallet_Available_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_available_on: ((inputs: Wallet_Available_OnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Available_OnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Available_OnInputs = {
    date: NonNullable<unknown>;
};
