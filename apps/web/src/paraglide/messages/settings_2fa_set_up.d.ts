/**
* | output |
* | --- |
* | "Set up two-factor" |
*
* @param {Settings_2fa_Set_UpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_set_up: ((inputs?: Settings_2fa_Set_UpInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_Set_UpInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_Set_UpInputs = {};
