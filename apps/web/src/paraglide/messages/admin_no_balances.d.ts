/**
* | output |
* | --- |
* | "No balances." |
*
* @param {Admin_No_BalancesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_no_balances: ((inputs?: Admin_No_BalancesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_No_BalancesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_No_BalancesInputs = {};
