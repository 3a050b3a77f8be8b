/**
* | output |
* | --- |
* | "Refused: the signature did not verify" |
*
* @param {Admin_Payment_Problem_Bad_SignatureInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_payment_problem_bad_signature: ((inputs?: Admin_Payment_Problem_Bad_SignatureInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Payment_Problem_Bad_SignatureInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Payment_Problem_Bad_SignatureInputs = {};
