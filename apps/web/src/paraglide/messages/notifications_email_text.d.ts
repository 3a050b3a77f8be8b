/**
* | output |
* | --- |
* | "Choose what we e-mail you about. You always see every notification here." |
*
* @param {Notifications_Email_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_email_text: ((inputs?: Notifications_Email_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Email_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Email_TextInputs = {};
