/**
* | output |
* | --- |
* | "Payment expired" |
*
* @param {Err_Payment_ExpiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payment_expired: ((inputs?: Err_Payment_ExpiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Payment_ExpiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Payment_ExpiredInputs = {};
