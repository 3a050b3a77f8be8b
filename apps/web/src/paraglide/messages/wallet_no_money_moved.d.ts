/**
* | output |
* | --- |
* | "No money moved in your wallet in {month}." |
*
* @param {Wallet_No_Money_MovedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_no_money_moved: ((inputs: Wallet_No_Money_MovedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_Money_MovedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_No_Money_MovedInputs = {
    month: NonNullable<unknown>;
};
