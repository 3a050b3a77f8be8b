/**
* | output |
* | --- |
* | "withdrawal" |
*
* @param {Admin_Target_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_target_withdrawal: ((inputs?: Admin_Target_WithdrawalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Target_WithdrawalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Target_WithdrawalInputs = {};
