/**
* | output |
* | --- |
* | "Disputes by state" |
*
* @param {Admin_Disputes_By_StateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_disputes_by_state: ((inputs?: Admin_Disputes_By_StateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Disputes_By_StateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Disputes_By_StateInputs = {};
