/**
* | output |
* | --- |
* | "The signature does not match any key the programme publishes, so what it says cannot be trusted." |
*
* @param {Cred_Bad_Signature_WhyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_bad_signature_why: ((inputs?: Cred_Bad_Signature_WhyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Bad_Signature_WhyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Bad_Signature_WhyInputs = {};
