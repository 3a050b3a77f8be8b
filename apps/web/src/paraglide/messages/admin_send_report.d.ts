/**
* | output |
* | --- |
* | "Send report" |
*
* @param {Admin_Send_ReportInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_send_report: ((inputs?: Admin_Send_ReportInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Send_ReportInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Send_ReportInputs = {};
