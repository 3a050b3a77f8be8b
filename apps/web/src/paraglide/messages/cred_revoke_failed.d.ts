/**
* | output |
* | --- |
* | "Could not revoke the credential." |
*
* @param {Cred_Revoke_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoke_failed: ((inputs?: Cred_Revoke_FailedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Revoke_FailedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Revoke_FailedInputs = {};
