/**
* | output |
* | --- |
* | "The payment did not go through. You can try again." |
*
* @param {Contracts_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment_failed: ((inputs?: Contracts_Payment_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Payment_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Payment_FailedInputs = {};
