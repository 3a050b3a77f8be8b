/**
* | output |
* | --- |
* | "withdrawal.reject" |
*
* @param {Admin_Action_Withdrawal_RejectInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_withdrawal_reject: ((inputs?: Admin_Action_Withdrawal_RejectInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_Withdrawal_RejectInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_Withdrawal_RejectInputs = {};
