/**
* | output |
* | --- |
* | ", {time}" |
*
* @param {Admin_Audit_By_EndInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_audit_by_end: ((inputs: Admin_Audit_By_EndInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_By_EndInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_By_EndInputs = {
    time: NonNullable<unknown>;
};
