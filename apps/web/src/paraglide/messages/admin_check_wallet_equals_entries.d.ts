/**
* | output |
* | --- |
* | "Each wallet's pending and available equal what its entries say" |
*
* @param {Admin_Check_Wallet_Equals_EntriesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_wallet_equals_entries: ((inputs?: Admin_Check_Wallet_Equals_EntriesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Wallet_Equals_EntriesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Wallet_Equals_EntriesInputs = {};
