/**
* | output |
* | --- |
* | "Cover letter" |
*
* @param {Err_Label_Cover_LetterInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_cover_letter: ((inputs?: Err_Label_Cover_LetterInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Cover_LetterInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Cover_LetterInputs = {};
