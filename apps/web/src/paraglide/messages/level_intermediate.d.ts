/**
* | output |
* | --- |
* | "Intermediate" |
*
* @param {Level_IntermediateInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const level_intermediate: ((inputs?: Level_IntermediateInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Level_IntermediateInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Level_IntermediateInputs = {};
