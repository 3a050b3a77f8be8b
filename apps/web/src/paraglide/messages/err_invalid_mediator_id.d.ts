/**
* | output |
* | --- |
* | "Invalid mediator id" |
*
* @param {Err_Invalid_Mediator_IdInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_mediator_id: ((inputs?: Err_Invalid_Mediator_IdInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Invalid_Mediator_IdInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Invalid_Mediator_IdInputs = {};
