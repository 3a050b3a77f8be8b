/**
* | output |
* | --- |
* | "Password" |
*
* @param {Err_Label_PasswordInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_password: ((inputs?: Err_Label_PasswordInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_PasswordInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_PasswordInputs = {};
