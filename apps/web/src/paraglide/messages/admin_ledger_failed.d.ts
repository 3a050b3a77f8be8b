/**
* | output |
* | --- |
* | "Could not load the ledger. Please try again." |
*
* @param {Admin_Ledger_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_ledger_failed: ((inputs?: Admin_Ledger_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ledger_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ledger_FailedInputs = {};
