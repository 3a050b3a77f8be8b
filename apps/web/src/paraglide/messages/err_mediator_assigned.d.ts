/**
* | output |
* | --- |
* | "Mediator assigned" |
*
* @param {Err_Mediator_AssignedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_mediator_assigned: ((inputs?: Err_Mediator_AssignedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Mediator_AssignedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Mediator_AssignedInputs = {};
