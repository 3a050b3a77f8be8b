/**
* | output |
* | --- |
* | "Everything we keep about you, as a JSON file." |
*
* @param {Settings_Data_DescriptionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_data_description: ((inputs?: Settings_Data_DescriptionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Data_DescriptionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Data_DescriptionInputs = {};
