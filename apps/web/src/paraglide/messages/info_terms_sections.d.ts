/**
* | output |
* | --- |
* | "Sections" |
*
* @param {Info_Terms_SectionsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_terms_sections: ((inputs?: Info_Terms_SectionsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Terms_SectionsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Terms_SectionsInputs = {};
