/**
* | output |
* | --- |
* | "Password and code are required" |
*
* @param {Err_Password_And_Code_Are_RequiredInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_password_and_code_are_required: ((inputs?: Err_Password_And_Code_Are_RequiredInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Password_And_Code_Are_RequiredInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Password_And_Code_Are_RequiredInputs = {};
