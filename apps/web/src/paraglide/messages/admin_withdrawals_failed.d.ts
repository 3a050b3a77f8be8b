/**
* | output |
* | --- |
* | "Could not load withdrawals. Please try again." |
*
* @param {Admin_Withdrawals_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawals_failed: ((inputs?: Admin_Withdrawals_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Withdrawals_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Withdrawals_FailedInputs = {};
