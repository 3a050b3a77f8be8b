/**
* | output |
* | --- |
* | "Expert" |
*
* @param {Level_ExpertInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const level_expert: ((inputs?: Level_ExpertInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Level_ExpertInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Level_ExpertInputs = {};
