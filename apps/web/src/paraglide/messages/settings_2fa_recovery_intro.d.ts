/**
* | output |
* | --- |
* | "Your recovery codes. Save them now: each works once, and they are not shown again." |
*
* @param {Settings_2fa_Recovery_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_recovery_intro: ((inputs?: Settings_2fa_Recovery_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_Recovery_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_Recovery_IntroInputs = {};
