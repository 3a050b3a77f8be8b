/**
* | output |
* | --- |
* | "Add Language" |
*
* @param {Profedit_Add_LanguageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_add_language: ((inputs?: Profedit_Add_LanguageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Add_LanguageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Add_LanguageInputs = {};
