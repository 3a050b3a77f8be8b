/**
* | output |
* | --- |
* | "A withdrawal is reserved once, then posted or voided at most once" |
*
* @param {Admin_Check_Withdrawal_Settles_OnceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_withdrawal_settles_once: ((inputs?: Admin_Check_Withdrawal_Settles_OnceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Withdrawal_Settles_OnceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Withdrawal_Settles_OnceInputs = {};
