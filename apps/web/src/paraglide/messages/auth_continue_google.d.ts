/**
* | output |
* | --- |
* | "Continue with Google" |
*
* @param {Auth_Continue_GoogleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_continue_google: ((inputs?: Auth_Continue_GoogleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Continue_GoogleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Continue_GoogleInputs = {};
