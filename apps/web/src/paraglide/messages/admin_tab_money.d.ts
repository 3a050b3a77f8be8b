/**
* | output |
* | --- |
* | "Money" |
*
* @param {Admin_Tab_MoneyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_tab_money: ((inputs?: Admin_Tab_MoneyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_MoneyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_MoneyInputs = {};
