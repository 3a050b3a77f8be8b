/**
* | output |
* | --- |
* | "The two passwords do not match" |
*
* @param {Auth_Passwords_MismatchInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_passwords_mismatch: ((inputs?: Auth_Passwords_MismatchInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Passwords_MismatchInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Passwords_MismatchInputs = {};
