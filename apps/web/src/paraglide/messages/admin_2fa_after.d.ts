/**
* | output |
* | --- |
* | "before using admin powers." |
*
* @param {Admin_2fa_AfterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_2fa_after: ((inputs?: Admin_2fa_AfterInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_2fa_AfterInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_2fa_AfterInputs = {};
