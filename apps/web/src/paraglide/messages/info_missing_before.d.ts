/**
* | output |
* | --- |
* | "Something missing?" |
*
* @param {Info_Missing_BeforeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_missing_before: ((inputs?: Info_Missing_BeforeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Missing_BeforeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Missing_BeforeInputs = {};
