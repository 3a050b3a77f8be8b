/**
* | output |
* | --- |
* | "Setting..." |
*
* @param {Admin_Fx_SettingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_setting: ((inputs?: Admin_Fx_SettingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Fx_SettingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Fx_SettingInputs = {};
