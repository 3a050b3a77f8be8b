/**
* | output |
* | --- |
* | "Reason must be at most 500 characters" |
*
* @param {Admin_Reason_LongInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_reason_long: ((inputs?: Admin_Reason_LongInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Reason_LongInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Reason_LongInputs = {};
