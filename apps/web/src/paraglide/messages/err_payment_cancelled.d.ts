/**
* | output |
* | --- |
* | "Payment cancelled" |
*
* @param {Err_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payment_cancelled: ((inputs?: Err_Payment_CancelledInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Payment_CancelledInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Payment_CancelledInputs = {};
