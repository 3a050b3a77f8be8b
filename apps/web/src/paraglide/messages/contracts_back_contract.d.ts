/**
* | output |
* | --- |
* | "Back to the contract" |
*
* @param {Contracts_Back_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_back_contract: ((inputs?: Contracts_Back_ContractInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Back_ContractInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Back_ContractInputs = {};
