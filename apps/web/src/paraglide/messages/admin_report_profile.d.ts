/**
* | output |
* | --- |
* | "Report this profile" |
*
* @param {Admin_Report_ProfileInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_report_profile: ((inputs?: Admin_Report_ProfileInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Report_ProfileInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Report_ProfileInputs = {};
