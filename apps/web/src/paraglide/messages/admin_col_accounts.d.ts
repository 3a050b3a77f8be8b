/**
* | output |
* | --- |
* | "Accounts" |
*
* @param {Admin_Col_AccountsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_col_accounts: ((inputs?: Admin_Col_AccountsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Col_AccountsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Col_AccountsInputs = {};
