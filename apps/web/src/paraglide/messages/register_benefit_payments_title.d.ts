/**
* | output |
* | --- |
* | "Secure Payments" |
*
* @param {Register_Benefit_Payments_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefit_payments_title: ((inputs?: Register_Benefit_Payments_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Benefit_Payments_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Benefit_Payments_TitleInputs = {};
