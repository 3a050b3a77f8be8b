/**
* | output |
* | --- |
* | "Two-factor authentication is on." |
*
* @param {Settings_2fa_OnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_on: ((inputs?: Settings_2fa_OnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_OnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_OnInputs = {};
