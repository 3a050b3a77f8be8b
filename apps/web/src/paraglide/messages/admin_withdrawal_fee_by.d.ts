/**
* | output |
* | --- |
* | "(fee {fee}) by" |
*
* @param {Admin_Withdrawal_Fee_ByInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawal_fee_by: ((inputs: Admin_Withdrawal_Fee_ByInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Withdrawal_Fee_ByInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Withdrawal_Fee_ByInputs = {
    fee: NonNullable<unknown>;
};
