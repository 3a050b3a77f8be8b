/**
* | output |
* | --- |
* | "Loading contract..." |
*
* @param {Contracts_Loading_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_loading_contract: ((inputs?: Contracts_Loading_ContractInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Loading_ContractInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Loading_ContractInputs = {};
