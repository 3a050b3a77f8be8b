/**
* | output |
* | --- |
* | "receives {amount}" |
*
* @param {Wallet_ReceivesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_receives: ((inputs: Wallet_ReceivesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_ReceivesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_ReceivesInputs = {
    amount: NonNullable<unknown>;
};
