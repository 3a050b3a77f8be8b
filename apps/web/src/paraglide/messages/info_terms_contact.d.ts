/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Info_Terms_ContactInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_terms_contact: ((inputs?: Info_Terms_ContactInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Terms_ContactInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Terms_ContactInputs = {};
