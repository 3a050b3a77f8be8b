/**
* | output |
* | --- |
* | "Holder" |
*
* @param {Cred_Fact_HolderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_fact_holder: ((inputs?: Cred_Fact_HolderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Fact_HolderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Fact_HolderInputs = {};
