/**
* | output |
* | --- |
* | "Escrow by contract" |
*
* @param {Wallet_Escrow_By_Contract_LabelInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_escrow_by_contract_label: ((inputs?: Wallet_Escrow_By_Contract_LabelInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Escrow_By_Contract_LabelInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Escrow_By_Contract_LabelInputs = {};
