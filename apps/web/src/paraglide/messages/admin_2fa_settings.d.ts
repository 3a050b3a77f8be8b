/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Admin_2fa_SettingsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_2fa_settings: ((inputs?: Admin_2fa_SettingsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_2fa_SettingsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_2fa_SettingsInputs = {};
