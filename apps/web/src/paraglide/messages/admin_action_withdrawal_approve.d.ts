/**
* | output |
* | --- |
* | "withdrawal.approve" |
*
* @param {Admin_Action_Withdrawal_ApproveInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_withdrawal_approve: ((inputs?: Admin_Action_Withdrawal_ApproveInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_Withdrawal_ApproveInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_Withdrawal_ApproveInputs = {};
