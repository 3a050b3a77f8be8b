/**
* | output |
* | --- |
* | "Payout batches" |
*
* @param {Admin_Payout_BatchesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_payout_batches: ((inputs?: Admin_Payout_BatchesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Payout_BatchesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Payout_BatchesInputs = {};
