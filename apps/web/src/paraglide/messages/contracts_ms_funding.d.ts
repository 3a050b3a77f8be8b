/**
* | output |
* | --- |
* | "Awaiting payment" |
*
* @param {Contracts_Ms_FundingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_ms_funding: ((inputs?: Contracts_Ms_FundingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Ms_FundingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Ms_FundingInputs = {};
