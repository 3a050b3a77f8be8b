/**
* | output |
* | --- |
* | "{amount} at Rs {rate} per $1" |
*
* @param {Wallet_Fx_Paid_AsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_fx_paid_as: ((inputs: Wallet_Fx_Paid_AsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Fx_Paid_AsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Fx_Paid_AsInputs = {
    amount: NonNullable<unknown>;
    rate: NonNullable<unknown>;
};
