/**
* | output |
* | --- |
* | "report.action" |
*
* @param {Admin_Action_Report_ActionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_action_report_action: ((inputs?: Admin_Action_Report_ActionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Action_Report_ActionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Action_Report_ActionInputs = {};
