/**
* | output |
* | --- |
* | "You are offline" |
*
* @param {Common_Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_offline_title: ((inputs?: Common_Offline_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Offline_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Offline_TitleInputs = {};
