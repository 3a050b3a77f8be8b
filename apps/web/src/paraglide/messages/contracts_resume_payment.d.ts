/**
* | output |
* | --- |
* | "Resume payment" |
*
* @param {Contracts_Resume_PaymentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_resume_payment: ((inputs?: Contracts_Resume_PaymentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Resume_PaymentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Resume_PaymentInputs = {};
