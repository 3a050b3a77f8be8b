/**
* | output |
* | --- |
* | "Disputes are not available" |
*
* @param {Admin_Disputes_UnavailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_disputes_unavailable: ((inputs?: Admin_Disputes_UnavailableInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Disputes_UnavailableInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Disputes_UnavailableInputs = {};
