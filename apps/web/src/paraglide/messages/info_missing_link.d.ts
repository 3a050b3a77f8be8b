/**
* | output |
* | --- |
* | "Tell us" |
*
* @param {Info_Missing_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_missing_link: ((inputs?: Info_Missing_LinkInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Missing_LinkInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Missing_LinkInputs = {};
