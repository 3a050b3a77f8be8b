/**
* | output |
* | --- |
* | "Forgot Password" |
*
* @param {Title_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const title_forgot_password: ((inputs?: Title_Forgot_PasswordInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Title_Forgot_PasswordInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Title_Forgot_PasswordInputs = {};
