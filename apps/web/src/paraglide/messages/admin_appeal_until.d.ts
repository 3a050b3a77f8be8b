/**
* | output |
* | --- |
* | "Can appeal until" |
*
* @param {Admin_Appeal_UntilInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_appeal_until: ((inputs?: Admin_Appeal_UntilInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Appeal_UntilInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Appeal_UntilInputs = {};
