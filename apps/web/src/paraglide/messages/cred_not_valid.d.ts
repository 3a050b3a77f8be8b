/**
* | output |
* | --- |
* | "Not valid" |
*
* @param {Cred_Not_ValidInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_not_valid: ((inputs?: Cred_Not_ValidInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Not_ValidInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Not_ValidInputs = {};
