/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Auth_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_privacy_policy: ((inputs?: Auth_Privacy_PolicyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Privacy_PolicyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Privacy_PolicyInputs = {};
