/**
* | output |
* | --- |
* | "Could not start the setup" |
*
* @param {Settings_2fa_Setup_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_setup_failed: ((inputs?: Settings_2fa_Setup_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_Setup_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_Setup_FailedInputs = {};
