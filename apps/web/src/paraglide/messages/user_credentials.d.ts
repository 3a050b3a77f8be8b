/**
* | output |
* | --- |
* | "Credentials" |
*
* @param {User_CredentialsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const user_credentials: ((inputs?: User_CredentialsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<User_CredentialsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type User_CredentialsInputs = {};
