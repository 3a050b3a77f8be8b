/**
* | output |
* | --- |
* | "Create account" |
*
* @param {Auth_Google_Create_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_google_create_account: ((inputs?: Auth_Google_Create_AccountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Google_Create_AccountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Google_Create_AccountInputs = {};
