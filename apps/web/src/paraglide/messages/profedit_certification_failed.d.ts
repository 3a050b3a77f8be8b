/**
* | output |
* | --- |
* | "Failed to add certification" |
*
* @param {Profedit_Certification_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_certification_failed: ((inputs?: Profedit_Certification_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Certification_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Certification_FailedInputs = {};
