/**
* | output |
* | --- |
* | "Credential revoked" |
*
* @param {Err_Credential_RevokedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_credential_revoked: ((inputs?: Err_Credential_RevokedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Credential_RevokedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Credential_RevokedInputs = {};
