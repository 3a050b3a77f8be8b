/**
* | output |
* | --- |
* | "Tell us what you want to do here. You can change your profile later." |
*
* @param {Auth_Google_Role_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_google_role_intro: ((inputs?: Auth_Google_Role_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Google_Role_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Google_Role_IntroInputs = {};
