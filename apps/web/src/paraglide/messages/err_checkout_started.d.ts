/**
* | output |
* | --- |
* | "Checkout started: complete the payment on the provider’s page" |
*
* @param {Err_Checkout_StartedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_checkout_started: ((inputs?: Err_Checkout_StartedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Checkout_StartedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Checkout_StartedInputs = {};
