/**
* | output |
* | --- |
* | "Could not sign the session out" |
*
* @param {Settings_Sessions_Sign_Out_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_sign_out_failed: ((inputs?: Settings_Sessions_Sign_Out_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Sessions_Sign_Out_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Sessions_Sign_Out_FailedInputs = {};
