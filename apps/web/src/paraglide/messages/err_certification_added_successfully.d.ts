/**
* | output |
* | --- |
* | "Certification added successfully" |
*
* @param {Err_Certification_Added_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_certification_added_successfully: ((inputs?: Err_Certification_Added_SuccessfullyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Certification_Added_SuccessfullyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Certification_Added_SuccessfullyInputs = {};
