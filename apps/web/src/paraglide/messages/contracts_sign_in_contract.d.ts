/**
* | output |
* | --- |
* | "Sign in to see this contract." |
*
* @param {Contracts_Sign_In_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_sign_in_contract: ((inputs?: Contracts_Sign_In_ContractInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Sign_In_ContractInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Sign_In_ContractInputs = {};
