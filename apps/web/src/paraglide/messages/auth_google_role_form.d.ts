/**
* | output |
* | --- |
* | "Choose your role" |
*
* @param {Auth_Google_Role_FormInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_google_role_form: ((inputs?: Auth_Google_Role_FormInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Google_Role_FormInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Google_Role_FormInputs = {};
