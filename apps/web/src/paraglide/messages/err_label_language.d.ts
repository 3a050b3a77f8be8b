/**
* | output |
* | --- |
* | "Language" |
*
* @param {Err_Label_LanguageInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_language: ((inputs?: Err_Label_LanguageInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_LanguageInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_LanguageInputs = {};
