/**
* | output |
* | --- |
* | "Create a password" |
*
* @param {Auth_Create_Password_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_create_password_placeholder: ((inputs?: Auth_Create_Password_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Create_Password_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Create_Password_PlaceholderInputs = {};
