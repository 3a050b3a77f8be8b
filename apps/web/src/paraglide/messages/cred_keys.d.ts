/**
* | output |
* | --- |
* | "The programme's public keys (JWK Set)" |
*
* @param {Cred_KeysInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_keys: ((inputs?: Cred_KeysInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_KeysInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_KeysInputs = {};
