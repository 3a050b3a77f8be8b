/**
* | output |
* | --- |
* | "No contracts." |
*
* @param {Admin_No_ContractsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_no_contracts: ((inputs?: Admin_No_ContractsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_No_ContractsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_No_ContractsInputs = {};
