/**
* | output |
* | --- |
* | "No money has moved yet." |
*
* @param {Admin_Ledger_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_ledger_empty: ((inputs?: Admin_Ledger_EmptyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ledger_EmptyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ledger_EmptyInputs = {};
