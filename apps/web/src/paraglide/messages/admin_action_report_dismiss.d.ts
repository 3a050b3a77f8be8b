/**
* | output |
* | --- |
* | "report.dismiss" |
*
* @param {Admin_Action_Report_DismissInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_report_dismiss: ((inputs?: Admin_Action_Report_DismissInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_Report_DismissInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_Report_DismissInputs = {};
