/**
* | output |
* | --- |
* | "Set today's rate" |
*
* @param {Admin_Fx_SetInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_set: ((inputs?: Admin_Fx_SetInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Fx_SetInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Fx_SetInputs = {};
