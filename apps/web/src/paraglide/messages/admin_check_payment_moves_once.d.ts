/**
* | output |
* | --- |
* | "A payment's money came in once, when its provider confirmed it, and went back at most once" |
*
* @param {Admin_Check_Payment_Moves_OnceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_payment_moves_once: ((inputs?: Admin_Check_Payment_Moves_OnceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Payment_Moves_OnceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Payment_Moves_OnceInputs = {};
