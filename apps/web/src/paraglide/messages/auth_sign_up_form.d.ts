/**
* | output |
* | --- |
* | "Sign up" |
*
* @param {Auth_Sign_Up_FormInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_sign_up_form: ((inputs?: Auth_Sign_Up_FormInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_Up_FormInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Sign_Up_FormInputs = {};
