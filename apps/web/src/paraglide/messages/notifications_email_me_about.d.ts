/**
* | output |
* | --- |
* | "E-mail me about" |
*
* @param {Notifications_Email_Me_AboutInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_email_me_about: ((inputs?: Notifications_Email_Me_AboutInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Email_Me_AboutInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Email_Me_AboutInputs = {};
