/**
* | output |
* | --- |
* | "This page could not be loaded because the connection is down. Check your connection and retry." |
*
* @param {Common_Offline_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_offline_text: ((inputs?: Common_Offline_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Offline_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Offline_TextInputs = {};
