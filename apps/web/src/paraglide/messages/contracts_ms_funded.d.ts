/**
* | output |
* | --- |
* | "Funded (in escrow)" |
*
* @param {Contracts_Ms_FundedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_funded: ((inputs?: Contracts_Ms_FundedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Ms_FundedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Ms_FundedInputs = {};
