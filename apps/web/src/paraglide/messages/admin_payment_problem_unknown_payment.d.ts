/**
* | output |
* | --- |
* | "Names no payment of ours" |
*
* @param {Admin_Payment_Problem_Unknown_PaymentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_payment_problem_unknown_payment: ((inputs?: Admin_Payment_Problem_Unknown_PaymentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Payment_Problem_Unknown_PaymentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Payment_Problem_Unknown_PaymentInputs = {};
