/**
* | output |
* | --- |
* | "." |
*
* @param {Info_Else_AfterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_else_after: ((inputs?: Info_Else_AfterInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Else_AfterInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Else_AfterInputs = {};
