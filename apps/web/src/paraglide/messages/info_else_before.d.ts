/**
* | output |
* | --- |
* | "Looking for something else? Browse the full" |
*
* @param {Info_Else_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_else_before: ((inputs?: Info_Else_BeforeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Else_BeforeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Else_BeforeInputs = {};
