/**
* | output |
* | --- |
* | "Receipt for {milestone} ({contract})" |
*
* @param {Wallet_Receipt_ForInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_receipt_for: ((inputs: Wallet_Receipt_ForInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Receipt_ForInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Receipt_ForInputs = {
    milestone: NonNullable<unknown>;
    contract: NonNullable<unknown>;
};
