/**
* | output |
* | --- |
* | "Advanced" |
*
* @param {Content_Level_AdvancedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_level_advanced: ((inputs?: Content_Level_AdvancedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Level_AdvancedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Level_AdvancedInputs = {};
