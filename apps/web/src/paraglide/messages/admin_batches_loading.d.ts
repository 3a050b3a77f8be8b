/**
* | output |
* | --- |
* | "Loading payout batches..." |
*
* @param {Admin_Batches_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batches_loading: ((inputs?: Admin_Batches_LoadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Batches_LoadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Batches_LoadingInputs = {};
