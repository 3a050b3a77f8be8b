/**
* | output |
* | --- |
* | "Reason must be at least 5 characters" |
*
* @param {Admin_Reason_ShortInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reason_short: ((inputs?: Admin_Reason_ShortInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Reason_ShortInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Reason_ShortInputs = {};
