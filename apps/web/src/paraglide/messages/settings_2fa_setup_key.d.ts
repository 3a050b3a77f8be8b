/**
* | output |
* | --- |
* | "Setup key" |
*
* @param {Settings_2fa_Setup_KeyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_setup_key: ((inputs?: Settings_2fa_Setup_KeyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_Setup_KeyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_Setup_KeyInputs = {};
