/**
* | output |
* | --- |
* | "Each payout clearing account equals what the provider confirmed paid" |
*
* @param {Admin_Check_Payout_Clearing_Equals_PaidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_payout_clearing_equals_paid: ((inputs?: Admin_Check_Payout_Clearing_Equals_PaidInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Payout_Clearing_Equals_PaidInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Payout_Clearing_Equals_PaidInputs = {};
