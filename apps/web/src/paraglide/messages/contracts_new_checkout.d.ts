/**
* | output |
* | --- |
* | "Start a new checkout" |
*
* @param {Contracts_New_CheckoutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_new_checkout: ((inputs?: Contracts_New_CheckoutInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_New_CheckoutInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_New_CheckoutInputs = {};
