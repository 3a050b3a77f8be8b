/**
* | output |
* | --- |
* | "Could not change the mediator role." |
*
* @param {Err_Could_Not_Change_The_Mediator_RoleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_could_not_change_the_mediator_role: ((inputs?: Err_Could_Not_Change_The_Mediator_RoleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Could_Not_Change_The_Mediator_RoleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Could_Not_Change_The_Mediator_RoleInputs = {};
