/**
* | output |
* | --- |
* | "Balances of each currency sum to zero" |
*
* @param {Admin_Check_Currency_Sums_To_ZeroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_currency_sums_to_zero: ((inputs?: Admin_Check_Currency_Sums_To_ZeroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Currency_Sums_To_ZeroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Currency_Sums_To_ZeroInputs = {};
