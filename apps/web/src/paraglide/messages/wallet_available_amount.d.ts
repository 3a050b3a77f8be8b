/**
* | output |
* | --- |
* | "Available: {amount}" |
*
* @param {Wallet_Available_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_available_amount: ((inputs: Wallet_Available_AmountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Available_AmountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Available_AmountInputs = {
    amount: NonNullable<unknown>;
};
