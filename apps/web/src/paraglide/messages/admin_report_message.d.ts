/**
* | output |
* | --- |
* | "Report this message" |
*
* @param {Admin_Report_MessageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_report_message: ((inputs?: Admin_Report_MessageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Report_MessageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Report_MessageInputs = {};
