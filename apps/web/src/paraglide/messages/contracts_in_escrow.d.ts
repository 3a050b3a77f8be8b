/**
* | output |
* | --- |
* | "In escrow" |
*
* @param {Contracts_In_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_in_escrow: ((inputs?: Contracts_In_EscrowInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_In_EscrowInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_In_EscrowInputs = {};
