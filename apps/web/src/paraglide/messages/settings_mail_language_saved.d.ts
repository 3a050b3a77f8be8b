/**
* | output |
* | --- |
* | "Your e-mail language was saved" |
*
* @param {Settings_Mail_Language_SavedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_mail_language_saved: ((inputs?: Settings_Mail_Language_SavedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Mail_Language_SavedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Mail_Language_SavedInputs = {};
