/**
* | output |
* | --- |
* | "Too many withdrawals" |
*
* @param {Err_Too_Many_WithdrawalsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_too_many_withdrawals: ((inputs?: Err_Too_Many_WithdrawalsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Too_Many_WithdrawalsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Too_Many_WithdrawalsInputs = {};
