/**
* | output |
* | --- |
* | "Deleted user" |
*
* @param {Cred_Holder_GoneInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const cred_holder_gone: ((inputs?: Cred_Holder_GoneInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cred_Holder_GoneInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cred_Holder_GoneInputs = {};
