/**
* | output |
* | --- |
* | "Credentials cannot be issued: CREDENTIALS_SIGNING_KEY is not set on this server. Set it to an Ed25519 private key as a JWK in JSON (see the README) and restart." |
*
* @param {Err_Credentials_Signing_Key_MissingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_credentials_signing_key_missing: ((inputs?: Err_Credentials_Signing_Key_MissingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Credentials_Signing_Key_MissingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Credentials_Signing_Key_MissingInputs = {};
