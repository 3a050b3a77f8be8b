/**
* | output |
* | --- |
* | "Reject withdrawal" |
*
* @param {Admin_Reject_WithdrawalInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reject_withdrawal: ((inputs?: Admin_Reject_WithdrawalInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Reject_WithdrawalInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Reject_WithdrawalInputs = {};
