/**
* | output |
* | --- |
* | "course catalogue" |
*
* @param {Info_Else_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_else_link: ((inputs?: Info_Else_LinkInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Else_LinkInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Else_LinkInputs = {};
