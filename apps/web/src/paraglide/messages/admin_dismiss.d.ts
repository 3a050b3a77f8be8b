/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Admin_DismissInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_dismiss: ((inputs?: Admin_DismissInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_DismissInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_DismissInputs = {};
