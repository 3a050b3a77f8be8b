/**
* | output |
* | --- |
* | "Year" |
*
* @param {Profedit_Cert_YearInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cert_year: ((inputs?: Profedit_Cert_YearInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Cert_YearInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Cert_YearInputs = {};
