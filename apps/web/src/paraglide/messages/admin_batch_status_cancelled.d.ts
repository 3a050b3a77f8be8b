/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Admin_Batch_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_status_cancelled: ((inputs?: Admin_Batch_Status_CancelledInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Batch_Status_CancelledInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Batch_Status_CancelledInputs = {};
