/**
* | output |
* | --- |
* | "Signed, but the merchant, amount or currency did not match: nothing was funded" |
*
* @param {Admin_Payment_Problem_MismatchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_payment_problem_mismatch: ((inputs?: Admin_Payment_Problem_MismatchInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Payment_Problem_MismatchInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Payment_Problem_MismatchInputs = {};
