/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Settings_Delete_My_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_delete_my_account: ((inputs?: Settings_Delete_My_AccountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Delete_My_AccountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Delete_My_AccountInputs = {};
