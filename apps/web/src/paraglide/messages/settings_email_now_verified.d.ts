/**
* | output |
* | --- |
* | "Now {email} (verified). A new address takes effect once you open the link we send to it." |
*
* @param {Settings_Email_Now_VerifiedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_email_now_verified: ((inputs: Settings_Email_Now_VerifiedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Email_Now_VerifiedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Email_Now_VerifiedInputs = {
    email: NonNullable<unknown>;
};
