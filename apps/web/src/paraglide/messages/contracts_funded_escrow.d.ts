/**
* | output |
* | --- |
* | "Funded into escrow" |
*
* @param {Contracts_Funded_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_funded_escrow: ((inputs?: Contracts_Funded_EscrowInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Funded_EscrowInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Funded_EscrowInputs = {};
