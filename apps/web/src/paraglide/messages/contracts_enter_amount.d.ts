/**
* | output |
* | --- |
* | "Enter an amount such as 12.50" |
*
* @param {Contracts_Enter_AmountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_enter_amount: ((inputs?: Contracts_Enter_AmountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Enter_AmountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Enter_AmountInputs = {};
