/**
* | output |
* | --- |
* | "Exchange rate (USD → PKR)" |
*
* @param {Admin_Fx_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_heading: ((inputs?: Admin_Fx_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Fx_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Fx_HeadingInputs = {};
