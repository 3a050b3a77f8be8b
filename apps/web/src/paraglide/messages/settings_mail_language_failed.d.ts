/**
* | output |
* | --- |
* | "Could not save your e-mail language" |
*
* @param {Settings_Mail_Language_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_mail_language_failed: ((inputs?: Settings_Mail_Language_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Mail_Language_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Mail_Language_FailedInputs = {};
