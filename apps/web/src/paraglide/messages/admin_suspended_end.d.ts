/**
* | output |
* | --- |
* | "." |
*
* @param {Admin_Suspended_EndInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_suspended_end: ((inputs?: Admin_Suspended_EndInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Suspended_EndInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Suspended_EndInputs = {};
