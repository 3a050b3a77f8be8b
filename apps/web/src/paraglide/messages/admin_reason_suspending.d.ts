/**
* | output |
* | --- |
* | "Reason for suspending" |
*
* @param {Admin_Reason_SuspendingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reason_suspending: ((inputs?: Admin_Reason_SuspendingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Reason_SuspendingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Reason_SuspendingInputs = {};
