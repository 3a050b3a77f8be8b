/**
* | output |
* | --- |
* | "Held in escrow" |
*
* @param {Contracts_Held_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_held_escrow: ((inputs?: Contracts_Held_EscrowInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Held_EscrowInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Held_EscrowInputs = {};
