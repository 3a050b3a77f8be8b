/**
* | output |
* | --- |
* | "Authentication code" |
*
* @param {Settings_2fa_Auth_CodeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_auth_code: ((inputs?: Settings_2fa_Auth_CodeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_Auth_CodeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_Auth_CodeInputs = {};
