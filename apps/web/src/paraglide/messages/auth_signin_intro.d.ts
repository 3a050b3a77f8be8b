/**
* | output |
* | --- |
* | "Sign in to find work, hire talent and message." |
*
* @param {Auth_Signin_IntroInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_signin_intro: ((inputs?: Auth_Signin_IntroInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Signin_IntroInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Signin_IntroInputs = {};
