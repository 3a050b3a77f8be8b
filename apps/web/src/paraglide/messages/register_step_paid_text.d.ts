/**
* | output |
* | --- |
* | "Deliver the work and receive your payment through escrow." |
*
* @param {Register_Step_Paid_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_step_paid_text: ((inputs?: Register_Step_Paid_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Step_Paid_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Step_Paid_TextInputs = {};
