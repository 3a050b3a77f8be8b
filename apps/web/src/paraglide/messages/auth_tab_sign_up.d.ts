/**
* | output |
* | --- |
* | "Sign Up" |
*
* @param {Auth_Tab_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_tab_sign_up: ((inputs?: Auth_Tab_Sign_UpInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Tab_Sign_UpInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Tab_Sign_UpInputs = {};
