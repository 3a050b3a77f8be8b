/**
* | output |
* | --- |
* | "Turn on two-factor" |
*
* @param {Settings_2fa_Turn_On_FormInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_turn_on_form: ((inputs?: Settings_2fa_Turn_On_FormInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_Turn_On_FormInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_Turn_On_FormInputs = {};
