/**
* | output |
* | --- |
* | "Suspension lifted" |
*
* @param {Err_Suspension_LiftedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_suspension_lifted: ((inputs?: Err_Suspension_LiftedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Suspension_LiftedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Suspension_LiftedInputs = {};
