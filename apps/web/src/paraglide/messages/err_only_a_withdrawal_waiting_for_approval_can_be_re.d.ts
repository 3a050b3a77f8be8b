/**
* | output |
* | --- |
* | "Only a withdrawal waiting for approval can be rejected" |
*
* @param {Err_Only_A_Withdrawal_Waiting_For_Approval_Can_Be_ReInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_only_a_withdrawal_waiting_for_approval_can_be_re: ((inputs?: Err_Only_A_Withdrawal_Waiting_For_Approval_Can_Be_ReInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Only_A_Withdrawal_Waiting_For_Approval_Can_Be_ReInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Only_A_Withdrawal_Waiting_For_Approval_Can_Be_ReInputs = {};
