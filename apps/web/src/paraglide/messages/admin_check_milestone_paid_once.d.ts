/**
* | output |
* | --- |
* | "A milestone is paid for by at most one payment" |
*
* @param {Admin_Check_Milestone_Paid_OnceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_check_milestone_paid_once: ((inputs?: Admin_Check_Milestone_Paid_OnceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Check_Milestone_Paid_OnceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Check_Milestone_Paid_OnceInputs = {};
