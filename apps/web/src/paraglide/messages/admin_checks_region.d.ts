/**
* | output |
* | --- |
* | "Each ledger check and its result" |
*
* @param {Admin_Checks_RegionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_checks_region: ((inputs?: Admin_Checks_RegionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Checks_RegionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Checks_RegionInputs = {};
