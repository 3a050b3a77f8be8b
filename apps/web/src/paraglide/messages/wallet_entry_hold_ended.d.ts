/**
* | output |
* | --- |
* | "Hold ended" |
*
* @param {Wallet_Entry_Hold_EndedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_entry_hold_ended: ((inputs?: Wallet_Entry_Hold_EndedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_Entry_Hold_EndedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_Entry_Hold_EndedInputs = {};
