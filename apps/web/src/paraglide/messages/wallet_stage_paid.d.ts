/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Wallet_Stage_PaidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_stage_paid: ((inputs?: Wallet_Stage_PaidInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Stage_PaidInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Stage_PaidInputs = {};
