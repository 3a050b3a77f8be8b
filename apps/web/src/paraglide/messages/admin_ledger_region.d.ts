/**
* | output |
* | --- |
* | "Trial balance per currency" |
*
* @param {Admin_Ledger_RegionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_ledger_region: ((inputs?: Admin_Ledger_RegionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ledger_RegionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ledger_RegionInputs = {};
