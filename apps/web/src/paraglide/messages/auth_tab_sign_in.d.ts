/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Auth_Tab_Sign_InInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_tab_sign_in: ((inputs?: Auth_Tab_Sign_InInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Tab_Sign_InInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Tab_Sign_InInputs = {};
