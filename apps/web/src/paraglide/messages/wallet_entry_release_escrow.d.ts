/**
* | output |
* | --- |
* | "Released to the freelancer" |
*
* @param {Wallet_Entry_Release_EscrowInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_release_escrow: ((inputs?: Wallet_Entry_Release_EscrowInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Entry_Release_EscrowInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Entry_Release_EscrowInputs = {};
