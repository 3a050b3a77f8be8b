/**
* | output |
* | --- |
* | "Add Education" |
*
* @param {Profedit_Add_EducationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_add_education: ((inputs?: Profedit_Add_EducationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Add_EducationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Add_EducationInputs = {};
