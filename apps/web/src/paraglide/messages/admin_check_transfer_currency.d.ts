/**
* | output |
* | --- |
* | "A transfer's accounts are in its currency" |
*
* @param {Admin_Check_Transfer_CurrencyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_transfer_currency: ((inputs?: Admin_Check_Transfer_CurrencyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Transfer_CurrencyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Transfer_CurrencyInputs = {};
