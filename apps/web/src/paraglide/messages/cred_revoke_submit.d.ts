/**
* | output |
* | --- |
* | "Revoke credential" |
*
* @param {Cred_Revoke_SubmitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoke_submit: ((inputs?: Cred_Revoke_SubmitInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Revoke_SubmitInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Revoke_SubmitInputs = {};
