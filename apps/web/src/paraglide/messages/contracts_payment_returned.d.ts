/**
* | output |
* | --- |
* | "This milestone was already funded, so this payment goes back to you (see the activity below)." |
*
* @param {Contracts_Payment_ReturnedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_payment_returned: ((inputs?: Contracts_Payment_ReturnedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Payment_ReturnedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Payment_ReturnedInputs = {};
