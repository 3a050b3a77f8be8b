/**
* | output |
* | --- |
* | "Report this job" |
*
* @param {Admin_Report_JobInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_report_job: ((inputs?: Admin_Report_JobInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Report_JobInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Report_JobInputs = {};
