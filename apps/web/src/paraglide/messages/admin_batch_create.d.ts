/**
* | output |
* | --- |
* | "Create batch" |
*
* @param {Admin_Batch_CreateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batch_create: ((inputs?: Admin_Batch_CreateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Batch_CreateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Batch_CreateInputs = {};
