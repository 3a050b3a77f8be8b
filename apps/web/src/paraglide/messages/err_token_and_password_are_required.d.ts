/**
* | output |
* | --- |
* | "Token and password are required" |
*
* @param {Err_Token_And_Password_Are_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_token_and_password_are_required: ((inputs?: Err_Token_And_Password_Are_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Token_And_Password_Are_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Token_And_Password_Are_RequiredInputs = {};
