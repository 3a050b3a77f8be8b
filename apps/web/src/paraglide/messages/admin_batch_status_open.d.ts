/**
* | output |
* | --- |
* | "Open" |
*
* @param {Admin_Batch_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_status_open: ((inputs?: Admin_Batch_Status_OpenInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Batch_Status_OpenInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Batch_Status_OpenInputs = {};
