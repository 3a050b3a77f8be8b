/**
* | output |
* | --- |
* | "Your password has been reset. Please sign in." |
*
* @param {Err_Your_Password_Has_Been_Reset_Please_Sign_InInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_password_has_been_reset_please_sign_in: ((inputs?: Err_Your_Password_Has_Been_Reset_Please_Sign_InInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Your_Password_Has_Been_Reset_Please_Sign_InInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Your_Password_Has_Been_Reset_Please_Sign_InInputs = {};
