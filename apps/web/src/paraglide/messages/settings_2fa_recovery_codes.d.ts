/**
* | output |
* | --- |
* | "Recovery codes" |
*
* @param {Settings_2fa_Recovery_CodesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_recovery_codes: ((inputs?: Settings_2fa_Recovery_CodesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_Recovery_CodesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_Recovery_CodesInputs = {};
