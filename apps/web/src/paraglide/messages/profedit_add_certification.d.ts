/**
* | output |
* | --- |
* | "Add Certification" |
*
* @param {Profedit_Add_CertificationInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_add_certification: ((inputs?: Profedit_Add_CertificationInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Add_CertificationInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Add_CertificationInputs = {};
