/**
* | output |
* | --- |
* | "Rupees per dollar" |
*
* @param {Admin_Fx_RateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_rate: ((inputs?: Admin_Fx_RateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Fx_RateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Fx_RateInputs = {};
