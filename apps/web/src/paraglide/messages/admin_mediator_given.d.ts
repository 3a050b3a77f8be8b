/**
* | output |
* | --- |
* | "Mediator role given" |
*
* @param {Admin_Mediator_GivenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_mediator_given: ((inputs?: Admin_Mediator_GivenInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mediator_GivenInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mediator_GivenInputs = {};
