/**
* | output |
* | --- |
* | "Payment returned to you" |
*
* @param {Err_Payment_ReturnedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_payment_returned: ((inputs?: Err_Payment_ReturnedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Payment_ReturnedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Payment_ReturnedInputs = {};
