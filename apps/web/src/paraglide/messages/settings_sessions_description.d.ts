/**
* | output |
* | --- |
* | "The browsers and devices signed in to your account." |
*
* @param {Settings_Sessions_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_sessions_description: ((inputs?: Settings_Sessions_DescriptionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Sessions_DescriptionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Sessions_DescriptionInputs = {};
