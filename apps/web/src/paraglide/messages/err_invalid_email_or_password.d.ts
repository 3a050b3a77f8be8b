/**
* | output |
* | --- |
* | "Invalid email or password" |
*
* @param {Err_Invalid_Email_Or_PasswordInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_email_or_password: ((inputs?: Err_Invalid_Email_Or_PasswordInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Invalid_Email_Or_PasswordInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Invalid_Email_Or_PasswordInputs = {};
