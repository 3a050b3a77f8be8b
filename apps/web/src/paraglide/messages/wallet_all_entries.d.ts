/**
* | output |
* | --- |
* | "All entries" |
*
* @param {Wallet_All_EntriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const wallet_all_entries: ((inputs?: Wallet_All_EntriesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wallet_All_EntriesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wallet_All_EntriesInputs = {};
