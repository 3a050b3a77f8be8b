/**
* | output |
* | --- |
* | "Fund {amount}" |
*
* @param {Contracts_FundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_fund: ((inputs: Contracts_FundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_FundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_FundInputs = {
    amount: NonNullable<unknown>;
};
