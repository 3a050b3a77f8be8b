/**
* | output |
* | --- |
* | "The payment provider did not answer; please try again" |
*
* @param {Err_Payment_Provider_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payment_provider_no_answer: ((inputs?: Err_Payment_Provider_No_AnswerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Payment_Provider_No_AnswerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Payment_Provider_No_AnswerInputs = {};
