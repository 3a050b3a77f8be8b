/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Auth_Forgot_Password_LinkInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_password_link: ((inputs?: Auth_Forgot_Password_LinkInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_Password_LinkInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Forgot_Password_LinkInputs = {};
