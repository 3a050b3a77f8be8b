/**
* | output |
* | --- |
* | "Nothing to look at: every provider notification matched its payment." |
*
* @param {Admin_Payment_Issues_NoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_payment_issues_none: ((inputs?: Admin_Payment_Issues_NoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Payment_Issues_NoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Payment_Issues_NoneInputs = {};
