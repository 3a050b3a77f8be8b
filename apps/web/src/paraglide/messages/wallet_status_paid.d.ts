/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Wallet_Status_PaidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_status_paid: ((inputs?: Wallet_Status_PaidInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Status_PaidInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Status_PaidInputs = {};
