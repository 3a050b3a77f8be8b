/**
* | output |
* | --- |
* | "Amount ({currency})" |
*
* @param {Wallet_Amount_CurInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_amount_cur: ((inputs: Wallet_Amount_CurInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Amount_CurInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Amount_CurInputs = {
    currency: NonNullable<unknown>;
};
