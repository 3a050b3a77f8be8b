/**
* | output |
* | --- |
* | "Revoke" |
*
* @param {Cred_RevokeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_revoke: ((inputs?: Cred_RevokeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_RevokeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_RevokeInputs = {};
