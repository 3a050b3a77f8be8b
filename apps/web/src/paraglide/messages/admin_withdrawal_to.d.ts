/**
* | output |
* | --- |
* | "to" |
*
* @param {Admin_Withdrawal_ToInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawal_to: ((inputs?: Admin_Withdrawal_ToInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Withdrawal_ToInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Withdrawal_ToInputs = {};
