/**
* | output |
* | --- |
* | "No entries yet." |
*
* @param {Wallet_No_EntriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_no_entries: ((inputs?: Wallet_No_EntriesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_No_EntriesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_No_EntriesInputs = {};
