/**
* | output |
* | --- |
* | "{currency} movements" |
*
* @param {Wallet_Currency_MovementsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_currency_movements: ((inputs: Wallet_Currency_MovementsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Currency_MovementsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Currency_MovementsInputs = {
    currency: NonNullable<unknown>;
};
