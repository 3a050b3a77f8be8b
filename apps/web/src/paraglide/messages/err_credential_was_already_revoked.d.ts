/**
* | output |
* | --- |
* | "Credential was already revoked" |
*
* @param {Err_Credential_Was_Already_RevokedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_credential_was_already_revoked: ((inputs?: Err_Credential_Was_Already_RevokedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Credential_Was_Already_RevokedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Credential_Was_Already_RevokedInputs = {};
