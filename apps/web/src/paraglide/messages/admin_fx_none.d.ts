/**
* | output |
* | --- |
* | "No rate set yet: dollar withdrawals to rupee accounts are paused." |
*
* @param {Admin_Fx_NoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_none: ((inputs?: Admin_Fx_NoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Fx_NoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Fx_NoneInputs = {};
