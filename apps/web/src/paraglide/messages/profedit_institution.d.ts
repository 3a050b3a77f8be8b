/**
* | output |
* | --- |
* | "Institution" |
*
* @param {Profedit_InstitutionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_institution: ((inputs?: Profedit_InstitutionInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_InstitutionInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_InstitutionInputs = {};
