/**
* | output |
* | --- |
* | "Tell the admins what is wrong. They will look at it." |
*
* @param {Admin_Report_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_report_description: ((inputs?: Admin_Report_DescriptionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Report_DescriptionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Report_DescriptionInputs = {};
