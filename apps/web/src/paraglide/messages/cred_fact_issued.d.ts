/**
* | output |
* | --- |
* | "Issued" |
*
* @param {Cred_Fact_IssuedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_fact_issued: ((inputs?: Cred_Fact_IssuedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Fact_IssuedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Fact_IssuedInputs = {};
