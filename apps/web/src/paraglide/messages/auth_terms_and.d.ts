/**
* | output |
* | --- |
* | "and" |
*
* @param {Auth_Terms_AndInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_terms_and: ((inputs?: Auth_Terms_AndInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Terms_AndInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Terms_AndInputs = {};
