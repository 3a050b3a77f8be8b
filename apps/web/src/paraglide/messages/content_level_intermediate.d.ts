/**
* | output |
* | --- |
* | "Intermediate" |
*
* @param {Content_Level_IntermediateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const content_level_intermediate: ((inputs?: Content_Level_IntermediateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Content_Level_IntermediateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Content_Level_IntermediateInputs = {};
