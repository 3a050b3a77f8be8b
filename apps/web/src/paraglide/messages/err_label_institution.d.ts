/**
* | output |
* | --- |
* | "Institution" |
*
* @param {Err_Label_InstitutionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_institution: ((inputs?: Err_Label_InstitutionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_InstitutionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_InstitutionInputs = {};
