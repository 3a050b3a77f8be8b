/**
* | output |
* | --- |
* | "Turn on two-factor authentication in" |
*
* @param {Admin_2fa_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_2fa_before: ((inputs?: Admin_2fa_BeforeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_2fa_BeforeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_2fa_BeforeInputs = {};
