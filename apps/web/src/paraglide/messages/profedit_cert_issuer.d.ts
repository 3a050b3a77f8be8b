/**
* | output |
* | --- |
* | "Issuer" |
*
* @param {Profedit_Cert_IssuerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cert_issuer: ((inputs?: Profedit_Cert_IssuerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Cert_IssuerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Cert_IssuerInputs = {};
