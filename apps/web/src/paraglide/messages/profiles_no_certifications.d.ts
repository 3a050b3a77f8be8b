/**
* | output |
* | --- |
* | "No certifications added yet" |
*
* @param {Profiles_No_CertificationsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profiles_no_certifications: ((inputs?: Profiles_No_CertificationsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_No_CertificationsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_No_CertificationsInputs = {};
