/**
* | output |
* | --- |
* | "Mark as sent" |
*
* @param {Admin_Batch_Mark_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_mark_sent: ((inputs?: Admin_Batch_Mark_SentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Batch_Mark_SentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Batch_Mark_SentInputs = {};
