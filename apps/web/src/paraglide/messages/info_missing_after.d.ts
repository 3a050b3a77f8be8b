/**
* | output |
* | --- |
* | "what guide would help you." |
*
* @param {Info_Missing_AfterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_missing_after: ((inputs?: Info_Missing_AfterInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Missing_AfterInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Missing_AfterInputs = {};
