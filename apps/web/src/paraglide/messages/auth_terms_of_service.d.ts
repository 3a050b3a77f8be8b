/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Auth_Terms_Of_ServiceInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_terms_of_service: ((inputs?: Auth_Terms_Of_ServiceInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Terms_Of_ServiceInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Terms_Of_ServiceInputs = {};
