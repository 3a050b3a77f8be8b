/**
* | output |
* | --- |
* | "This withdrawal was already rejected or failed" |
*
* @param {Err_This_Withdrawal_Was_Already_Rejected_Or_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_this_withdrawal_was_already_rejected_or_failed: ((inputs?: Err_This_Withdrawal_Was_Already_Rejected_Or_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_This_Withdrawal_Was_Already_Rejected_Or_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_This_Withdrawal_Was_Already_Rejected_Or_FailedInputs = {};
