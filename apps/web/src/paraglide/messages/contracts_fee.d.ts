/**
* | output |
* | --- |
* | "fee {amount}" |
*
* @param {Contracts_FeeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_fee: ((inputs: Contracts_FeeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_FeeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_FeeInputs = {
    amount: NonNullable<unknown>;
};
