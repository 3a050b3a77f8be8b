/**
* | output |
* | --- |
* | "Could not change the programme staff role." |
*
* @param {Admin_Programme_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_programme_failed: ((inputs?: Admin_Programme_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Programme_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Programme_FailedInputs = {};
