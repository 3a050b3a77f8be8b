/**
* | output |
* | --- |
* | "Credential issued" |
*
* @param {Err_Credential_IssuedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_credential_issued: ((inputs?: Err_Credential_IssuedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Credential_IssuedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Credential_IssuedInputs = {};
