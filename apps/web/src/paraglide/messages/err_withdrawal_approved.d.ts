/**
* | output |
* | --- |
* | "Withdrawal approved" |
*
* @param {Err_Withdrawal_ApprovedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_withdrawal_approved: ((inputs?: Err_Withdrawal_ApprovedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Withdrawal_ApprovedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Withdrawal_ApprovedInputs = {};
