/**
* | output |
* | --- |
* | "No account but the outside world is negative" |
*
* @param {Admin_Check_No_Negative_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_no_negative_account: ((inputs?: Admin_Check_No_Negative_AccountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_No_Negative_AccountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_No_Negative_AccountInputs = {};
