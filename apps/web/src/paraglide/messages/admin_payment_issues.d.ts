/**
* | output |
* | --- |
* | "Payments that need a look" |
*
* @param {Admin_Payment_IssuesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_payment_issues: ((inputs?: Admin_Payment_IssuesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Payment_IssuesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Payment_IssuesInputs = {};
