/**
* | output |
* | --- |
* | "Scan this code with your authenticator app, or type the key by hand." |
*
* @param {Settings_2fa_ScanInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_scan: ((inputs?: Settings_2fa_ScanInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_ScanInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_ScanInputs = {};
