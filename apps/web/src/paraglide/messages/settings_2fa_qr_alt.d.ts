/**
* | output |
* | --- |
* | "QR code for your authenticator app" |
*
* @param {Settings_2fa_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_qr_alt: ((inputs?: Settings_2fa_Qr_AltInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_Qr_AltInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_Qr_AltInputs = {};
