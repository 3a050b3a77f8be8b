/**
* | output |
* | --- |
* | "Loading settings..." |
*
* @param {Notifications_Loading_SettingsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const notifications_loading_settings: ((inputs?: Notifications_Loading_SettingsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Loading_SettingsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notifications_Loading_SettingsInputs = {};
