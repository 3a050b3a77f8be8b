/**
* | output |
* | --- |
* | "Unknown credential" |
*
* @param {Cred_UnknownInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_unknown: ((inputs?: Cred_UnknownInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_UnknownInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_UnknownInputs = {};
