/**
* | output |
* | --- |
* | "Email and password are required" |
*
* @param {Err_Email_And_Password_Are_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_email_and_password_are_required: ((inputs?: Err_Email_And_Password_Are_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Email_And_Password_Are_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Email_And_Password_Are_RequiredInputs = {};
