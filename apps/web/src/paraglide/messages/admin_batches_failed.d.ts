/**
* | output |
* | --- |
* | "Could not load payout batches. Please try again." |
*
* @param {Admin_Batches_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batches_failed: ((inputs?: Admin_Batches_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Batches_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Batches_FailedInputs = {};
