/**
* | output |
* | --- |
* | "Turn off two-factor" |
*
* @param {Settings_2fa_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_turn_off: ((inputs?: Settings_2fa_Turn_OffInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_Turn_OffInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_Turn_OffInputs = {};
