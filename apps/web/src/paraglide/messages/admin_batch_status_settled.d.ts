/**
* | output |
* | --- |
* | "Settled" |
*
* @param {Admin_Batch_Status_SettledInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_status_settled: ((inputs?: Admin_Batch_Status_SettledInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Batch_Status_SettledInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Batch_Status_SettledInputs = {};
