/**
* | output |
* | --- |
* | "e.g., Amazon Web Services" |
*
* @param {Profedit_Cert_Issuer_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cert_issuer_placeholder: ((inputs?: Profedit_Cert_Issuer_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Cert_Issuer_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Cert_Issuer_PlaceholderInputs = {};
