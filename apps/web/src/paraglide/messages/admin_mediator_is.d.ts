/**
* | output |
* | --- |
* | "Mediator:" |
*
* @param {Admin_Mediator_IsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_mediator_is: ((inputs?: Admin_Mediator_IsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mediator_IsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mediator_IsInputs = {};
