/**
* | output |
* | --- |
* | "Payment released (on hold)" |
*
* @param {Wallet_Entry_Release_HoldInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_release_hold: ((inputs?: Wallet_Entry_Release_HoldInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Entry_Release_HoldInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Entry_Release_HoldInputs = {};
