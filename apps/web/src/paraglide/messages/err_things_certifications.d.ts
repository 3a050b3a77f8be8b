/**
* | output |
* | --- |
* | "certifications" |
*
* @param {Err_Things_CertificationsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_things_certifications: ((inputs?: Err_Things_CertificationsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Things_CertificationsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Things_CertificationsInputs = {};
