/**
* | output |
* | --- |
* | "No payment method takes {currency} payments yet." |
*
* @param {Contracts_No_MethodInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_no_method: ((inputs: Contracts_No_MethodInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_No_MethodInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_No_MethodInputs = {
    currency: NonNullable<unknown>;
};
