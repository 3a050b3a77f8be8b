/**
* | output |
* | --- |
* | "Escrow-protected milestone payments: you are paid for every approved milestone." |
*
* @param {Register_Benefit_Payments_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefit_payments_text: ((inputs?: Register_Benefit_Payments_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Benefit_Payments_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Benefit_Payments_TextInputs = {};
