/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Admin_Col_CurrencyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_col_currency: ((inputs?: Admin_Col_CurrencyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Col_CurrencyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Col_CurrencyInputs = {};
