/**
* | output |
* | --- |
* | "The language of the menus, buttons and pages. What people write stays as they wrote it." |
*
* @param {Settings_Language_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_language_description: ((inputs?: Settings_Language_DescriptionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Language_DescriptionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Language_DescriptionInputs = {};
