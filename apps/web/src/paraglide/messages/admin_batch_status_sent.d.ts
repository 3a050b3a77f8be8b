/**
* | output |
* | --- |
* | "Sent to the bank" |
*
* @param {Admin_Batch_Status_SentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_status_sent: ((inputs?: Admin_Batch_Status_SentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Batch_Status_SentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Batch_Status_SentInputs = {};
