/**
* | output |
* | --- |
* | "Two-factor" |
*
* @param {Admin_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_two_factor: ((inputs?: Admin_Two_FactorInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Two_FactorInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Two_FactorInputs = {};
