/**
* | output |
* | --- |
* | "Issuer" |
*
* @param {Cred_Fact_IssuerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_fact_issuer: ((inputs?: Cred_Fact_IssuerInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Fact_IssuerInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Fact_IssuerInputs = {};
