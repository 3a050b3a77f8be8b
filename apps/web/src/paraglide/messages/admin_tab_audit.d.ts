/**
* | output |
* | --- |
* | "Audit" |
*
* @param {Admin_Tab_AuditInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_tab_audit: ((inputs?: Admin_Tab_AuditInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_AuditInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_AuditInputs = {};
