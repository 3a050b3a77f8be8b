/**
* | output |
* | --- |
* | "Pay {amount} with {provider}" |
*
* @param {Contracts_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_pay_with: ((inputs: Contracts_Pay_WithInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Pay_WithInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Pay_WithInputs = {
    amount: NonNullable<unknown>;
    provider: NonNullable<unknown>;
};
