/**
* | output |
* | --- |
* | "Now {email} (not verified yet). A new address takes effect once you open the link we send to it." |
*
* @param {Settings_Email_Now_UnverifiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_email_now_unverified: ((inputs: Settings_Email_Now_UnverifiedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Email_Now_UnverifiedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Email_Now_UnverifiedInputs = {
    email: NonNullable<unknown>;
};
