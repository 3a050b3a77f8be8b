/**
* | output |
* | --- |
* | "Code from the app" |
*
* @param {Settings_2fa_Code_From_AppInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_2fa_code_from_app: ((inputs?: Settings_2fa_Code_From_AppInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_2fa_Code_From_AppInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_2fa_Code_From_AppInputs = {};
