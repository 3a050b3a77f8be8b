/**
* | output |
* | --- |
* | "Signed with key" |
*
* @param {Cred_Fact_KeyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_fact_key: ((inputs?: Cred_Fact_KeyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Fact_KeyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Fact_KeyInputs = {};
