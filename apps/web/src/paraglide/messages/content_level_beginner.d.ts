/**
* | output |
* | --- |
* | "Beginner" |
*
* @param {Content_Level_BeginnerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_level_beginner: ((inputs?: Content_Level_BeginnerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Level_BeginnerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Level_BeginnerInputs = {};
