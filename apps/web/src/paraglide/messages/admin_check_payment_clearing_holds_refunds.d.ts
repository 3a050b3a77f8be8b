/**
* | output |
* | --- |
* | "Each provider clearing account holds exactly its payments being refunded" |
*
* @param {Admin_Check_Payment_Clearing_Holds_RefundsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_payment_clearing_holds_refunds: ((inputs?: Admin_Check_Payment_Clearing_Holds_RefundsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Payment_Clearing_Holds_RefundsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Payment_Clearing_Holds_RefundsInputs = {};
