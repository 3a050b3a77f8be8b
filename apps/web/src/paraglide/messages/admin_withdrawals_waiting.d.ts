/**
* | output |
* | --- |
* | "Withdrawals waiting for approval" |
*
* @param {Admin_Withdrawals_WaitingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawals_waiting: ((inputs?: Admin_Withdrawals_WaitingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Withdrawals_WaitingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Withdrawals_WaitingInputs = {};
