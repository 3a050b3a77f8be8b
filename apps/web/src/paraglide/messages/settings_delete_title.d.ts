/**
* | output |
* | --- |
* | "Delete account" |
*
* @param {Settings_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_delete_title: ((inputs?: Settings_Delete_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Delete_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Delete_TitleInputs = {};
