/**
* | output |
* | --- |
* | "One more step" |
*
* @param {Auth_Google_Role_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_google_role_title: ((inputs?: Auth_Google_Role_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Google_Role_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Google_Role_TitleInputs = {};
