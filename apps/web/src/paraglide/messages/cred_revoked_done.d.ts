/**
* | output |
* | --- |
* | "Credential revoked" |
*
* @param {Cred_Revoked_DoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoked_done: ((inputs?: Cred_Revoked_DoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Revoked_DoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Revoked_DoneInputs = {};
