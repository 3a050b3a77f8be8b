/**
* | output |
* | --- |
* | "Why is it revoked?" |
*
* @param {Cred_Revoke_ReasonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoke_reason: ((inputs?: Cred_Revoke_ReasonInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Revoke_ReasonInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Revoke_ReasonInputs = {};
