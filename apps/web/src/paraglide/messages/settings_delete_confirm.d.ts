/**
* | output |
* | --- |
* | "Delete your account for good? This cannot be undone." |
*
* @param {Settings_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_delete_confirm: ((inputs?: Settings_Delete_ConfirmInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Delete_ConfirmInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Delete_ConfirmInputs = {};
