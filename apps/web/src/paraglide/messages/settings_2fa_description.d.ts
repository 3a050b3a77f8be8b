/**
* | output |
* | --- |
* | "Sign-in asks for a code from an authenticator app as well as your password. Admins and mediators need it to use their powers." |
*
* @param {Settings_2fa_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_description: ((inputs?: Settings_2fa_DescriptionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_DescriptionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_DescriptionInputs = {};
