/**
* | output |
* | --- |
* | "Movements in {currency}" |
*
* @param {Wallet_Movements_InInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_movements_in: ((inputs: Wallet_Movements_InInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Movements_InInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Movements_InInputs = {
    currency: NonNullable<unknown>;
};
