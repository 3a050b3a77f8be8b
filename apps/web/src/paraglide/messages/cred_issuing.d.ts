/**
* | output |
* | --- |
* | "Issuing..." |
*
* @param {Cred_IssuingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_issuing: ((inputs?: Cred_IssuingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_IssuingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_IssuingInputs = {};
