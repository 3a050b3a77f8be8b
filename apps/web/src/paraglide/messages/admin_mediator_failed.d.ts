/**
* | output |
* | --- |
* | "Could not change the mediator role." |
*
* @param {Admin_Mediator_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_mediator_failed: ((inputs?: Admin_Mediator_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mediator_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mediator_FailedInputs = {};
