/**
* | output |
* | --- |
* | "Credential verification" |
*
* @param {Title_CredentialInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_credential: ((inputs?: Title_CredentialInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_CredentialInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_CredentialInputs = {};
