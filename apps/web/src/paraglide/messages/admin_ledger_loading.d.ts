/**
* | output |
* | --- |
* | "Loading the ledger..." |
*
* @param {Admin_Ledger_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_ledger_loading: ((inputs?: Admin_Ledger_LoadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ledger_LoadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ledger_LoadingInputs = {};
