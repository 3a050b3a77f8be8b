/**
* | output |
* | --- |
* | "Credentials" |
*
* @param {Admin_Tab_CredentialsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_tab_credentials: ((inputs?: Admin_Tab_CredentialsInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_CredentialsInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_CredentialsInputs = {};
