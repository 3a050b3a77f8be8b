/**
* | output |
* | --- |
* | "Could not load your e-mail settings." |
*
* @param {Notifications_Email_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_email_load_failed: ((inputs?: Notifications_Email_Load_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Email_Load_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Email_Load_FailedInputs = {};
