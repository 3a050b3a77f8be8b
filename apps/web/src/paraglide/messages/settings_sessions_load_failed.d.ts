/**
* | output |
* | --- |
* | "Could not load your sessions." |
*
* @param {Settings_Sessions_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_load_failed: ((inputs?: Settings_Sessions_Load_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Sessions_Load_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Sessions_Load_FailedInputs = {};
