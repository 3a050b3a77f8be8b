/**
* | output |
* | --- |
* | "Sign In" |
*
* @param {Auth_Sign_In_SubmitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_submit: ((inputs?: Auth_Sign_In_SubmitInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_SubmitInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_In_SubmitInputs = {};
