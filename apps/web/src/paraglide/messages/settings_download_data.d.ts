/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Settings_Download_DataInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const settings_download_data: ((inputs?: Settings_Download_DataInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_Download_DataInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_Download_DataInputs = {};
