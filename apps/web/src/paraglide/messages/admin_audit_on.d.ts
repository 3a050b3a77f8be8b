/**
* | output |
* | --- |
* | "on {type}" |
*
* @param {Admin_Audit_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_audit_on: ((inputs: Admin_Audit_OnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_OnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Audit_OnInputs = {
    type: NonNullable<unknown>;
};
