/**
* | output |
* | --- |
* | "Could not save your e-mail settings. Please try again." |
*
* @param {Notifications_Email_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_email_save_failed: ((inputs?: Notifications_Email_Save_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Email_Save_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Email_Save_FailedInputs = {};
