/**
* | output |
* | --- |
* | "Each balance equals the sum of its transfers" |
*
* @param {Admin_Check_Balance_Equals_TransfersInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_balance_equals_transfers: ((inputs?: Admin_Check_Balance_Equals_TransfersInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Balance_Equals_TransfersInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Balance_Equals_TransfersInputs = {};
