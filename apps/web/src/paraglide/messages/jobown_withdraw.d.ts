/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {Jobown_WithdrawInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_withdraw: ((inputs?: Jobown_WithdrawInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_WithdrawInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_WithdrawInputs = {};
