/**
* | output |
* | --- |
* | "Certifications" |
*
* @param {Profiles_CertificationsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_certifications: ((inputs?: Profiles_CertificationsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_CertificationsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_CertificationsInputs = {};
