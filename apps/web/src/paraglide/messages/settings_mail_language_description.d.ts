/**
* | output |
* | --- |
* | "E-mails and notifications we send you are written in this language." |
*
* @param {Settings_Mail_Language_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_mail_language_description: ((inputs?: Settings_Mail_Language_DescriptionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Mail_Language_DescriptionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Mail_Language_DescriptionInputs = {};
