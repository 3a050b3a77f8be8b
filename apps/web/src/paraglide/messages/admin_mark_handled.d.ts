/**
* | output |
* | --- |
* | "Mark handled" |
*
* @param {Admin_Mark_HandledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_mark_handled: ((inputs?: Admin_Mark_HandledInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mark_HandledInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mark_HandledInputs = {};
