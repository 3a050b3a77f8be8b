/**
* | output |
* | --- |
* | "In escrow by contract" |
*
* @param {Wallet_Escrow_By_ContractInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_escrow_by_contract: ((inputs?: Wallet_Escrow_By_ContractInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Escrow_By_ContractInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Escrow_By_ContractInputs = {};
