/**
* | output |
* | --- |
* | "Mediator role removed" |
*
* @param {Admin_Mediator_RemovedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_mediator_removed: ((inputs?: Admin_Mediator_RemovedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Mediator_RemovedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Mediator_RemovedInputs = {};
