/**
* | output |
* | --- |
* | "e.g., 2024" |
*
* @param {Profedit_Cert_Year_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const profedit_cert_year_placeholder: ((inputs?: Profedit_Cert_Year_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profedit_Cert_Year_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profedit_Cert_Year_PlaceholderInputs = {};
