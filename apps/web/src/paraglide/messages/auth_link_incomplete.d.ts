/**
* | output |
* | --- |
* | "This link is incomplete." |
*
* @param {Auth_Link_IncompleteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_link_incomplete: ((inputs?: Auth_Link_IncompleteInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Link_IncompleteInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Link_IncompleteInputs = {};
